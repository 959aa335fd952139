//! The static model: its file format and the one copy a process uses (`bundled`), read in
//! place from the bytes compiled in, whose digest the build checked (`digest`, build.rs). The file (written by
//! `scripts/distill_model.py`) is `DBPEMB01`, then the piece count, the dimensions and the
//! vocabulary's length (three little-endian u32), the vocabulary (one piece a line, in id
//! order), a little-endian f32 scale per piece, and each piece's row as signed bytes.

use std::sync::OnceLock;

use hashbrown::HashMap;

const MAGIC: &[u8; 8] = b"DBPEMB01";
const HEAD: usize = 20;
/// The most dimensions a row may have (the file says how many it has).
const MOST_DIMS: usize = 4096;

#[cfg(feature = "bundled")]
const BYTES: Option<&[u8]> = Some(include_bytes!("../model/static.bin"));
#[cfg(not(feature = "bundled"))]
const BYTES: Option<&[u8]> = None;

/// A static embedding model read in place from its bytes.
pub struct Model {
    /// Each piece that starts a word, and each that continues one (`##` dropped), by id.
    starts: HashMap<&'static str, u32>,
    continues: HashMap<&'static str, u32>,
    dims: usize,
    scales: Vec<f32>,
    rows: &'static [u8],
}

fn u32_at(bytes: &[u8], at: usize) -> Result<usize, String> {
    let word = bytes.get(at..at + 4).ok_or("the model file is truncated")?;
    let word = u32::from_le_bytes([word[0], word[1], word[2], word[3]]);
    usize::try_from(word).map_err(|_| "the model file is malformed".to_string())
}

impl Model {
    /// The model in `bytes`, its layout checked.
    pub(crate) fn parse(bytes: &'static [u8]) -> Result<Model, String> {
        if bytes.get(..8) != Some(MAGIC.as_slice()) {
            return Err("the model file does not start with DBPEMB01".to_string());
        }
        let (count, dims, text_len) = (u32_at(bytes, 8)?, u32_at(bytes, 12)?, u32_at(bytes, 16)?);
        if dims == 0 || dims > MOST_DIMS {
            return Err(format!("the model file says {dims} dimensions"));
        }
        let scales_at = HEAD + text_len;
        let rows_at = scales_at + 4 * count;
        if bytes.len() != rows_at + count * dims {
            return Err("the model file's length does not match its header".to_string());
        }
        let text = std::str::from_utf8(&bytes[HEAD..scales_at])
            .map_err(|_| "the model's vocabulary is not UTF-8".to_string())?;
        let mut starts = HashMap::with_capacity(count);
        let mut continues = HashMap::new();
        let mut pieces = 0;
        for (id, piece) in text.split('\n').enumerate() {
            let id = u32::try_from(id).map_err(|_| "the model has too many pieces")?;
            match piece.strip_prefix("##") {
                Some(rest) => continues.entry(rest).or_insert(id),
                None => starts.entry(piece).or_insert(id),
            };
            pieces += 1;
        }
        if pieces != count {
            return Err(format!(
                "the model lists {pieces} pieces, its header {count}"
            ));
        }
        let scales = bytes[scales_at..rows_at]
            .chunks_exact(4)
            .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        Ok(Model {
            starts,
            continues,
            dims,
            scales,
            rows: &bytes[rows_at..],
        })
    }

    pub fn dims(&self) -> usize {
        self.dims
    }

    /// The id of piece `text`, starting a word or continuing one.
    pub(crate) fn piece(&self, text: &str, continuing: bool) -> Option<u32> {
        let map = if continuing {
            &self.continues
        } else {
            &self.starts
        };
        map.get(text).copied()
    }

    /// Adds `weight` times piece `id`'s row to `sum`.
    pub(crate) fn add_row(&self, id: u32, weight: f32, sum: &mut [f32]) {
        let id = id as usize;
        let (Some(scale), Some(row)) = (
            self.scales.get(id),
            self.rows.get(id * self.dims..(id + 1) * self.dims),
        ) else {
            return;
        };
        let weight = weight * scale;
        for (s, &r) in sum.iter_mut().zip(row) {
            *s += weight * f32::from(r as i8);
        }
    }
}

/// The model compiled into this binary, its layout read once per process (`None` when the
/// binary was built without it, or when its layout does not read, which is logged as an
/// error). Its bytes are the committed ones: the build checked their SHA-256.
pub fn bundled() -> Option<&'static Model> {
    static MODEL: OnceLock<Option<Model>> = OnceLock::new();
    MODEL
        .get_or_init(|| {
            let bytes = BYTES?;
            match Model::parse(bytes) {
                Ok(model) => {
                    tracing::debug!(
                        "embedding model: {} pieces of {} dimensions, its SHA-256 checked at build",
                        model.scales.len(),
                        model.dims
                    );
                    Some(model)
                }
                Err(e) => {
                    tracing::error!("{e}: ranking by words alone");
                    None
                }
            }
        })
        .as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A model file of `pieces` with two dimensions, every row (1, 0).
    fn file(pieces: &[&str]) -> &'static [u8] {
        let text = pieces.join("\n");
        let mut out = MAGIC.to_vec();
        for n in [pieces.len(), 2, text.len()] {
            out.extend_from_slice(&(n as u32).to_le_bytes());
        }
        out.extend_from_slice(text.as_bytes());
        for _ in pieces {
            out.extend_from_slice(&1.0f32.to_le_bytes());
        }
        for _ in pieces {
            out.extend_from_slice(&[1, 0]);
        }
        Box::leak(out.into_boxed_slice())
    }

    #[test]
    fn a_file_whose_length_disagrees_with_its_header_is_refused() {
        let bytes = file(&["room"]);
        let short: &'static [u8] = Box::leak(bytes[..bytes.len() - 1].to_vec().into_boxed_slice());
        assert!(Model::parse(short).is_err());
        assert!(Model::parse(b"not a model at all").is_err());
    }

    #[cfg(feature = "bundled")]
    #[test]
    fn the_bundled_model_reads() {
        assert!(BYTES.is_some(), "built with the model");
        assert!(bundled().is_some_and(|m| m.dims() > 0));
    }
}
