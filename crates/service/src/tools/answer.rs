//! A tool's typed answer (§4): what each tool found, before any page is cut. The MCP layer
//! asks it for the page a cursor names (`Answer::page`), the command line for the whole of it
//! (`Answer::whole`) or, for a person, reads its typed fields; both serialise it through the
//! same code, so their keys and items are the same.

use super::find_across::{FoundAcross, ValuesAcross};
use super::find_join_path::JoinPaths;
use super::find_tables::FoundTables;
use super::find_value::FoundValues;
use super::get_diff::DiffListing;
use super::get_manifest::ManifestListing;
use super::get_table_context::Context;
use super::join_tree::JoinTrees;
use super::list_tables::TableListing;
use super::paged::{self, Listed, RidingReply};
use super::search_columns::ColumnMatches;
use dbprint_pager::{Call, Wire, document_page};
use dbprint_print::fault::Fault;
use dbprint_sqlcheck::{Checked, Severity};
use dbprint_yaml::{Mapping, Value};

/// What a tool answers.
pub enum Answer<'r> {
    /// `list_tables`
    Tables(TableListing<'r>),
    /// `search_columns`
    Columns(ColumnMatches),
    /// `get_manifest`
    Manifest(ManifestListing),
    /// `get_diff`
    Diff(DiffListing),
    /// A reply with no keys (`get_diff` of a document that is not a mapping).
    Empty,
    /// `get_table_context`
    Context(Context<'r>),
    /// `get_reference`: a Markdown document.
    Document(String),
    /// `resolve_value`
    Resolved(RidingReply),
    /// `find_join_path`
    Routes(JoinPaths),
    /// `find_join_path` given `tables`
    Trees(JoinTrees),
    /// `check_query`
    Checked(Checked),
    /// `find_tables`
    FoundTables(FoundTables),
    /// `find_tables` asked of every served connection
    FoundAcross(FoundAcross),
    /// `find_value`
    FoundValues(FoundValues),
    /// `find_value` asked of every served connection
    ValuesAcross(ValuesAcross),
}

/// An answer whole, unpaged: a value (what the pages' JSON merges to), or a Markdown text.
pub enum Whole {
    Value(Value),
    Markdown(String),
}

/// How an answer is serialised.
enum Shape<'a> {
    List(&'a dyn Listed),
    Riding(&'a RidingReply),
    Context(&'a Context<'a>),
    Document(&'a str),
    Empty,
}

impl Answer<'_> {
    fn shape(&self) -> Shape<'_> {
        match self {
            Answer::Tables(a) => Shape::List(a),
            Answer::Columns(a) => Shape::List(a),
            Answer::Manifest(a) => Shape::List(a),
            Answer::Diff(a) => Shape::List(a),
            Answer::Routes(a) => Shape::List(a),
            Answer::Trees(a) => Shape::List(a),
            Answer::Checked(a) => Shape::List(a),
            Answer::FoundTables(a) => Shape::List(a),
            Answer::FoundAcross(a) => Shape::List(a),
            Answer::FoundValues(a) => Shape::List(a),
            Answer::ValuesAcross(a) => Shape::List(a),
            Answer::Resolved(a) => Shape::Riding(a),
            Answer::Context(a) => Shape::Context(a),
            Answer::Document(a) => Shape::Document(a),
            Answer::Empty => Shape::Empty,
        }
    }

    /// The text of the page `cursor` names, of the call `call` identifies (§4.8).
    pub fn page(&self, call: &Call, cursor: Option<&str>) -> Result<String, Fault> {
        match self.shape() {
            Shape::List(listed) => paged::page(listed, call, cursor),
            Shape::Riding(reply) => reply.page(call, cursor),
            Shape::Context(context) => context.page(call, cursor),
            Shape::Document(text) => document_page(call, text, cursor),
            Shape::Empty => Ok(Wire::Json.text(Mapping::new(), None)),
        }
    }

    /// The whole answer, unpaged (what the command line prints).
    pub fn whole(&self) -> Result<Whole, Fault> {
        match self.shape() {
            Shape::List(listed) => paged::whole(listed).map(Whole::Value),
            Shape::Riding(reply) => Ok(Whole::Value(reply.whole())),
            Shape::Context(context) => context.whole(),
            Shape::Document(text) => Ok(Whole::Markdown(text.to_string())),
            Shape::Empty => Ok(Whole::Value(Value::Map(Mapping::new()))),
        }
    }

    /// Whether the answer holds an error-severity finding (the command line's exit code).
    pub fn has_error(&self) -> bool {
        match self {
            Answer::Checked(checked) => {
                (checked.findings.iter()).any(|f| f.severity == Severity::Error)
            }
            _ => false,
        }
    }
}
