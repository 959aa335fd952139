//! One table's place in a question's ranking: its score and what the ranking's later steps
//! (`lift`, `alike`, `cover`) and its meaning (`meaning`) added to it.

/// One table's place in a ranking, with what its score is made of.
#[derive(Debug, Clone)]
pub struct Ranked {
    pub share: usize,
    pub score: f32,
    pub lift: f32,
    /// What being close to the question in meaning added (`meaning::gain`).
    pub meaning: f32,
    /// The ranked tables it is joined to that lifted it.
    pub joined: Vec<usize>,
    /// Tables alike (same name, same columns) ranked below it, folded into it (`alike`).
    pub alike: Vec<usize>,
}

impl Ranked {
    /// Table `share` at `score`, nothing yet added to it.
    pub fn new(share: usize, score: f32) -> Self {
        Ranked {
            share,
            score,
            lift: 0.0,
            meaning: 0.0,
            joined: Vec::new(),
            alike: Vec::new(),
        }
    }

    /// The ranking's order: the higher score first, a tie to the table earlier in the
    /// archive (the manifest's order), so equal scores always fall the same way.
    pub fn best_first(a: &Ranked, b: &Ranked) -> std::cmp::Ordering {
        b.score.total_cmp(&a.score).then(a.share.cmp(&b.share))
    }
}
