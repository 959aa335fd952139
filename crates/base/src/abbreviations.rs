//! The common abbreviations of database names and what each stands for (`acct` account,
//! `dept` department), the same for every print. An entry is here only when a published naming
//! standard gives that short form for that word, and it reads one way only; which standards
//! give it is said beside it:
//!
//! - U: University of Wisconsin-Extension, "Database Design Abbreviations" (the list its
//!   Oracle DBAs name database objects by).
//! - L: the Leszynski naming conventions for Microsoft Access, "Standardized Object Name
//!   Abbreviations" (table D.18 of the book's appendix).
//! - P: the PeopleSoft standard word abbreviations for records and fields, as published in
//!   github.com/zhaopan/pub, naming-abbreviation.md (MIT), its entries A to D.
//!
//! Left out on purpose, though some standard gives them: a short form standards or practice
//! read two ways (`cat` category or catalogue, `inv` invoice or inventory, `hr` human
//! resources or hour, `rev` revenue or revision, `str` street or string, `tx` transaction or
//! Texas). What a print abbreviates beyond these, it teaches: the definitions its notes write
//! (`abbreviations::defined_in` in dbprint-discover) and the readings its shape supports
//! (`learned`). The table analyzer reads a name both ways through this table, and the
//! embedder reads a name's meaning through it.

/// Common abbreviations of database names and what they stand for, sorted by the short form
/// (looked up by binary search).
pub const COMMON: &[(&str, &str)] = &[
    ("acct", "account"),       // L P
    ("addr", "address"),       // U L P
    ("amt", "amount"),         // L P
    ("appt", "appointment"),   // P
    ("attr", "attribute"),     // U P
    ("avg", "average"),        // L P
    ("bal", "balance"),        // P
    ("bldg", "building"),      // U L
    ("cd", "code"),            // U P
    ("cnt", "count"),          // P
    ("co", "company"),         // P
    ("ctry", "country"),       // L P
    ("cust", "customer"),      // L P
    ("dept", "department"),    // U L
    ("desc", "description"),   // L
    ("descr", "description"),  // U
    ("dob", "date of birth"),  // U
    ("dt", "date"),            // U P
    ("emp", "employee"),       // U
    ("fin", "financial"),      // L
    ("fname", "first name"),   // U
    ("grp", "group"),          // U
    ("hdr", "header"),         // U
    ("id", "identifier"),      // U
    ("info", "information"),   // U
    ("intl", "international"), // L
    ("lname", "last name"),    // U
    ("loc", "location"),       // U
    ("mbr", "member"),         // U
    ("mgmt", "management"),    // U L
    ("mgr", "manager"),        // L
    ("msg", "message"),        // U
    ("nm", "name"),            // U
    ("num", "number"),         // U L
    ("pmt", "payment"),        // L
    ("qty", "quantity"),       // L
    ("seq", "sequence"),       // L
    ("stat", "status"),        // L
    ("std", "standard"),       // L
    ("svc", "service"),        // L
    ("whse", "warehouse"),     // L
];

#[cfg(test)]
mod tests {
    use super::COMMON;

    #[test]
    fn the_table_is_sorted_by_its_short_forms_once_each() {
        assert!(COMMON.windows(2).all(|w| w[0].0 < w[1].0));
    }

    #[test]
    fn no_short_form_standards_read_two_ways_is_in_the_table() {
        for ambiguous in ["cat", "inv", "hr", "rev", "str", "tx"] {
            assert!(
                COMMON.iter().all(|(short, _)| *short != ambiguous),
                "{ambiguous}"
            );
        }
    }
}
