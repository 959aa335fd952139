//! What several fuzz targets share: a server state over the `shop` connection of a project.

use std::path::Path;
use std::sync::OnceLock;

use dbprint_service::state::State;

/// The state a server over `shop` of the project configured at `config` starts with.
pub fn shop_state(config: &Path) -> State {
    let project = dbprint_print::config::Project::load(config).expect("the fixture project loads");
    let served =
        dbprint_print::config::resolve_served(&project, Some("shop")).expect("shop is served");
    State::new(served)
}

/// The state over `shop` of the bundled fixture project, made once per fuzzing process.
pub fn fixture_shop() -> &'static State {
    static STATE: OnceLock<State> = OnceLock::new();
    STATE.get_or_init(|| {
        shop_state(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/project/.dbprint.yaml"))
    })
}

/// The state over `campus` of the bundled discovery fixture project, made once per fuzzing
/// process.
pub fn fixture_campus() -> &'static State {
    static STATE: OnceLock<State> = OnceLock::new();
    STATE.get_or_init(|| {
        let config = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/discovery/.dbprint.yaml");
        let project = dbprint_print::config::Project::load(&config).expect("the fixture project loads");
        let served = dbprint_print::config::resolve_served(&project, Some("campus"))
            .expect("campus is served");
        State::new(served)
    })
}
