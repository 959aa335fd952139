//! `get_table_context`'s engine (§4.1): one table's artifacts as a reply reads them
//! (`artifacts`), the structured object the json and yaml formats carry (`structured`), and
//! the Markdown sections of each purpose (`markdown`), each section a list of lines with the
//! terms they print, for the legend and the pager.

pub mod artifacts;
