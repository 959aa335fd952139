//! What several fuzz targets share: a server state over the `shop` connection of a project.

use std::path::Path;

use dbprint_tools::state::State;

/// The state a server over `shop` of the project configured at `config` starts with.
pub fn shop_state(config: &Path) -> State {
    let project = dbprint_print::config::Project::load(config).expect("the fixture project loads");
    let served = dbprint_print::config::resolve_served(&project, Some("shop")).expect("shop is served");
    State::new(served)
}
