//! The rmcp `ServerHandler`: maps each MCP request onto `tools` and `resources`, runs the work
//! on the bounded worker pool, and turns faults into the channel §8 prescribes for the request.
//! A tool call whose client passed a `progressToken` is told how far an index build it waits
//! for has got (`notifications/progress`).

use std::sync::Arc;

use std::time::{Duration, Instant};

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, CustomRequest, CustomResult,
    ErrorCode, InitializeResult, ListResourceTemplatesResult, ListResourcesResult, ListToolsResult,
    PaginatedRequestParams, ProgressNotificationParam, ProgressToken, ReadResourceRequestParams,
    ReadResourceResponse, ReadResourceResult,
};
use rmcp::service::{Peer, RequestContext};
use rmcp::{ErrorData, RoleServer, ServerHandler};
use serde_json::{Value as Json, json};
use tokio::sync::mpsc::UnboundedReceiver;

use super::flight::Flight;
use super::instructions::instructions;
use super::workers::Workers;
use dbprint_print::access::Observer;
use dbprint_print::fault::Fault;
use dbprint_service::state::State;
use dbprint_service::tools::definitions::{self, ToolSet};
use dbprint_service::tools::output;

/// The server's request handler; cheap to clone, shares the state.
#[derive(Clone)]
pub struct Handler {
    state: Arc<State>,
    flight: Arc<Flight>,
    workers: Arc<Workers>,
}

fn rpc_error(fault: Fault) -> ErrorData {
    ErrorData::new(ErrorCode(fault.code), fault.detail, None)
}

/// Builds an rmcp model value from its wire JSON; the shapes here are fixed by this module.
fn model<T: serde::de::DeserializeOwned>(wire: Json) -> Result<T, ErrorData> {
    serde_json::from_value(wire)
        .map_err(|e| ErrorData::internal_error(format!("reply shape: {e}"), None))
}

fn shutting_down() -> ErrorData {
    ErrorData::internal_error(
        "the server is shutting down and accepts no new requests",
        None,
    )
}

impl Handler {
    pub fn new(state: Arc<State>, flight: Arc<Flight>, workers: Arc<Workers>) -> Self {
        Handler {
            state,
            flight,
            workers,
        }
    }

    /// Runs `work` on the worker pool while counting it in flight.
    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce(&State) -> T + Send + 'static,
    ) -> Result<T, ErrorData> {
        let Some(guard) = self.flight.enter() else {
            return Err(shutting_down());
        };
        let state = Arc::clone(&self.state);
        let out = self
            .workers
            .run(move || work(&state))
            .await
            .map_err(|why| ErrorData::internal_error(why, None));
        drop(guard);
        out
    }
}

fn tools_list(set: ToolSet) -> Json {
    let tools: Vec<Json> = definitions::served(set)
        .iter()
        .map(|d| {
            let mut tool = json!({
                "name": d.name,
                "description": d.description,
                "inputSchema": d.input_schema,
                "annotations": definitions::hints(),
            });
            if let Some(schema) = output::schema(d.name) {
                tool["outputSchema"] = schema;
            }
            tool
        })
        .collect();
    json!({ "tools": tools })
}

/// How often a call's client is told of an index build's progress, at most.
const PROGRESS_EVERY: Duration = Duration::from_millis(250);

/// Awaits `work` while telling `peer`, under `token`, how far an index build it waits for has
/// got (`notifications/progress`): at most every `PROGRESS_EVERY`, and always the last count.
async fn with_progress<T>(
    work: impl Future<Output = T>,
    heard: &mut UnboundedReceiver<(usize, usize)>,
    peer: &Peer<RoleServer>,
    token: ProgressToken,
) -> T {
    let mut work = std::pin::pin!(work);
    let mut told: Option<(Instant, (usize, usize))> = None;
    let mut pending: Option<(usize, usize)> = None;
    let tell = |(done, total): (usize, usize)| {
        let message = format!("indexing: {done} of {total} tables");
        ProgressNotificationParam::new(token.clone(), done as f64)
            .with_total(total as f64)
            .with_message(message)
    };
    loop {
        tokio::select! {
            out = &mut work => {
                while let Ok(count) = heard.try_recv() {
                    pending = Some(count);
                }
                if let Some(count) = pending.filter(|c| told.map(|(_, t)| t) != Some(*c)) {
                    let _ = peer.notify_progress(tell(count)).await;
                }
                return out;
            }
            Some(count) = heard.recv() => {
                let due = told.is_none_or(|(at, _)| at.elapsed() >= PROGRESS_EVERY)
                    || count.0 == count.1;
                if due {
                    let _ = peer.notify_progress(tell(count)).await;
                    told = Some((Instant::now(), count));
                    pending = None;
                } else {
                    pending = Some(count);
                }
            }
        }
    }
}

impl ServerHandler for Handler {
    fn get_info(&self) -> InitializeResult {
        let wire = json!({
            "protocolVersion": "2025-06-18",
            "capabilities": {
                "resources": {"subscribe": false, "listChanged": false},
                "tools": {"listChanged": false},
            },
            "serverInfo": {"name": "dbprint", "version": env!("CARGO_PKG_VERSION")},
            "instructions": instructions(self.state.tool_set),
        });
        serde_json::from_value(wire).unwrap_or_default()
    }

    async fn list_tools(
        &self,
        request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        if let Some(cursor) = request.and_then(|r| r.cursor) {
            return Err(rpc_error(dbprint_print::fault::malformed_cursor(&cursor)));
        }
        model(tools_list(self.state.tool_set))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let name = request.name.to_string();
        let arguments = request.arguments.unwrap_or_default();
        let id = context.id;
        let token = context.meta.get_progress_token();
        let (told, mut heard) = tokio::sync::mpsc::unbounded_channel::<(usize, usize)>();
        let observer: Option<Observer> = token.is_some().then(|| {
            Arc::new(move |done, total| {
                let _ = told.send((done, total));
            }) as Observer
        });
        let work = self.run(move |state| {
            tracing::debug!("tools/call {id} ({name}) started");
            let outcome =
                dbprint_service::tools::dispatch_observed(state, &name, &arguments, observer);
            tracing::debug!("tools/call {id} ({name}) finished");
            outcome
        });
        let outcome = match token {
            Some(token) => with_progress(work, &mut heard, &context.peer, token).await?,
            None => work.await?,
        };
        let (text, is_error) = match outcome {
            Ok(text) => (text, false),
            Err(fault) => (fault.detail, true),
        };
        let structured = (!is_error)
            .then(|| output::structured(&request.name, &text))
            .flatten();
        let mut wire = json!({
            "content": [{"type": "text", "text": text}],
            "isError": is_error,
        });
        if let Some(structured) = structured {
            wire["structuredContent"] = structured;
        }
        let result: CallToolResult = model(wire)?;
        Ok(result.into())
    }

    async fn list_resources(
        &self,
        request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        let cursor = request.and_then(|r| r.cursor);
        let (entries, next) = self
            .run(move |state| dbprint_service::resources::list_page(state, cursor.as_deref()))
            .await?
            .map_err(rpc_error)?;
        let rows: Vec<Json> = entries
            .into_iter()
            .map(|e| {
                json!({"uri": e.uri, "name": e.name, "description": e.description, "mimeType": e.mime_type})
            })
            .collect();
        let mut wire = json!({ "resources": rows });
        if let Some(next) = next {
            wire["nextCursor"] = Json::String(next);
        }
        model(wire)
    }

    async fn list_resource_templates(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourceTemplatesResult, ErrorData> {
        let rows: Vec<Json> = dbprint_service::resources::templates()
            .into_iter()
            .map(|(template, name, mime)| json!({"uriTemplate": template, "name": name, "mimeType": mime}))
            .collect();
        model(json!({ "resourceTemplates": rows }))
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        let uri = request.uri.to_string();
        let asked = uri.clone();
        let page = self
            .run(move |state| dbprint_service::resources::read(state, &asked))
            .await?
            .map_err(rpc_error)?;
        let result: ReadResourceResult = model(json!({
            "contents": [{
                "uri": uri,
                "mimeType": page.mime_type,
                "text": page.text,
                "_meta": {"page": page.page, "pages": page.pages, "version": page.version},
            }]
        }))?;
        Ok(result.into())
    }

    async fn on_custom_request(
        &self,
        request: CustomRequest,
        _context: RequestContext<RoleServer>,
    ) -> Result<CustomResult, ErrorData> {
        Err(super::unmatched::fault(&request.method, request.params))
    }
}
