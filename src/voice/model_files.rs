//! Checks a Vosk model's files before libvosk reads them.
//!
//! libvosk 0.3.45 trusts its model directory. Some damage makes it return no model, which
//! ansage reports calmly; other damage takes the whole program down or makes it hear wrong
//! words, with no error at all. Found by experiment with the Korean model:
//!
//! - `graph/HCLr.fst` missing, or cut off in its header or arrays: OpenFst returns no FST,
//!   libvosk keeps going and `vosk_recognizer_new_grm` dereferences it: SIGSEGV.
//! - `graph/HCLr.fst` cut off at 90 to 99 % (inside the look-ahead add-on at its end, which
//!   OpenFst reads without checks): the model loads and recognises wrong words ("육 사" for
//!   "넷 사").
//! - `conf/model.conf` without `--endpoint.silence-phones`: a Kaldi assertion on the first
//!   audio: SIGABRT.
//! - `graph/phones/word_boundary.int` cut off at a line boundary: it no longer names every
//!   phone of the model, and Kaldi throws a C++ exception through `vosk_recognizer_result`
//!   into Rust: abort.
//!
//! So this module reads, streaming and with little memory, what libvosk will read, the way
//! libvosk 0.3.45 (`Model::ReadDataFiles`) reads it:
//!
//! - the layout: `am/final.mdl` with `conf/` and `graph/` (new), or `final.mdl` with
//!   everything at the top (old);
//! - `conf/model.conf` (Kaldi config syntax, silence phones set), `mfcc.conf` or
//!   `fbank.conf` (not empty), `pitch.conf` if there;
//! - `final.mdl`: binary Kaldi model, the topology's phone list at the head, the priors
//!   vector ending exactly at the end of the file;
//! - the graph: `HCLG.fst` if there (a whole `const` or `vector` FST), else `HCLr.fst`
//!   (required), `disambig_tid.int` (required) and `Gr.fst` (optional, but whole if there);
//!   OpenFst headers, symbol tables and the exact sizes of `const`, `olabel_lookahead`
//!   (including its label-reachability add-on) and `ngram` FSTs; `vector` FSTs state by state;
//! - `words.txt` when neither `HCLG.fst` nor `Gr.fst` carries the word symbols;
//! - `word_boundary.int` if there: every line valid, every phone of the model named;
//! - the i-vector extractor (`ivector/`, all six files once `final.ie` is there), global
//!   CMVN stats, `rescore/` (`G.fst` with `G.carpa`) and `rnnlm/` companions.
//!
//! Bulk arrays are skipped with seeks; only variable-length records (symbol tables,
//! reachability intervals) are walked, through a small buffer. Counts from headers are never
//! used to allocate; every read is checked against the file's size first. Bytes after the
//! end of an FST or model are accepted (libvosk ignores them); too few are a fault.

use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use crate::language::Language;
use crate::phrase::Phrase;
use crate::words::phrases::shown;

/// What is wrong with a model's files.
#[derive(Debug, thiserror::Error)]
pub enum ModelFault {
    /// The directory has neither layout libvosk knows: no `am/final.mdl` (the layout with
    /// `conf/model.conf`) and no `final.mdl` at the top (the old layout with `mfcc.conf`).
    #[error("{}: not a Vosk model (neither am/final.mdl nor final.mdl)", .dir.display())]
    NotAModel {
        /// The directory.
        dir: PathBuf,
    },
    /// A file libvosk needs is not there.
    #[error("{}: missing", .file.display())]
    Missing {
        /// The file.
        file: PathBuf,
    },
    /// A file is shorter than its own header says (expected/actual bytes).
    #[error("{}: cut off: {actual} bytes, needs at least {expected}", .file.display())]
    Truncated {
        /// The file.
        file: PathBuf,
        /// How many bytes the file needs at least.
        expected: u64,
        /// How many bytes it has.
        actual: u64,
    },
    /// A file is there but not what it should be.
    #[error("{}: damaged: {why}", .file.display())]
    Damaged {
        /// The file.
        file: PathBuf,
        /// A short English phrase for logs, e.g. "no OpenFst header".
        why: String,
    },
    /// The file could not be read.
    #[error("{}: cannot be read: {source}", .file.display())]
    Unreadable {
        /// The file.
        file: PathBuf,
        /// The error from the system.
        source: io::Error,
    },
}

impl ModelFault {
    /// What is wrong, with which file, and what to do, as data.
    pub fn phrase(&self) -> Phrase {
        let file = self.file().display().to_string();
        let id = match self {
            ModelFault::NotAModel { .. } => "voice-model-not-a-model",
            ModelFault::Missing { .. } => "voice-model-missing",
            ModelFault::Truncated { .. } => "voice-model-truncated",
            ModelFault::Damaged { .. } => "voice-model-damaged",
            ModelFault::Unreadable { source, .. } => {
                let why = match source.kind() {
                    io::ErrorKind::PermissionDenied => "no-permission",
                    io::ErrorKind::IsADirectory => "folder",
                    _ => "other",
                };
                return Phrase::new("voice-model-unreadable")
                    .with("file", file)
                    .with("why", why);
            }
        };
        Phrase::new(id).with("file", file)
    }

    /// One or two sentences for the player, read aloud by a screen reader: what is wrong,
    /// with which file, and what to do.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }

    /// The file concerned (the model directory for [`ModelFault::NotAModel`]).
    pub fn file(&self) -> &Path {
        match self {
            ModelFault::NotAModel { dir } => dir,
            ModelFault::Missing { file }
            | ModelFault::Truncated { file, .. }
            | ModelFault::Damaged { file, .. }
            | ModelFault::Unreadable { file, .. } => file,
        }
    }
}

/// Checks the files of the Vosk model in `dir` before libvosk reads them.
///
/// Cheap checks come first; the large FSTs are walked last (about 60 ms for the small Korean
/// model from the page cache, in release builds).
///
/// # Errors
///
/// The first [`ModelFault`] found.
pub fn check_model_files(dir: &Path) -> Result<(), ModelFault> {
    check_manifest(dir)?;
    let layout = Layout::find(dir)?;
    if let Some(model_conf) = &layout.model_conf {
        check_model_conf(model_conf)?;
    }
    check_features(&layout.conf)?;
    let phones = check_final_mdl(&layout.mdl)?;
    check_word_boundary(&layout.word_boundary, &phones)?;
    check_ivector(&dir.join("ivector"))?;
    if probe(&layout.global_cmvn)?.is_some() {
        check_kaldi_matrix(&layout.global_cmvn)?;
    }
    check_rnnlm(&dir.join("rnnlm"))?;
    check_graph(&layout.graph)?;
    check_rescore(&dir.join("rescore"))
}

/// The list of a model's files that set-up writes when it installs a model (`make setup`):
/// one line per file, its size in bytes, its sha256 and its path in the model's folder.
/// Set-up checks the sums; here no listed file may be shorter than listed.
pub const MANIFEST: &str = "ansage-manifest.txt";

/// Checks the files [`MANIFEST`] lists (when there is one): none shorter than installed.
fn check_manifest(dir: &Path) -> Result<(), ModelFault> {
    let path = dir.join(MANIFEST);
    if probe(&path)?.is_none() {
        return Ok(());
    }
    let file = File::open(&path).map_err(|source| ModelFault::Unreadable {
        file: path.clone(),
        source,
    })?;
    // A model has a few dozen files; a manifest of more than a megabyte is not one.
    for (number, line) in BufReader::new(file.take(1 << 20)).lines().enumerate() {
        let line = line.map_err(|source| ModelFault::Unreadable {
            file: path.clone(),
            source,
        })?;
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let mut fields = line.splitn(3, ' ');
        let (Some(size), Some(_sum), Some(name)) = (fields.next(), fields.next(), fields.next())
        else {
            return Err(ModelFault::Damaged {
                file: path.clone(),
                why: format!("line {} is not \"size sha256 path\"", number + 1),
            });
        };
        let Ok(expected) = size.parse::<u64>() else {
            return Err(ModelFault::Damaged {
                file: path.clone(),
                why: format!("line {} has no size", number + 1),
            });
        };
        if name.split('/').any(|part| part == "..") {
            return Err(ModelFault::Damaged {
                file: path.clone(),
                why: format!("line {} leaves the model's folder", number + 1),
            });
        }
        // Only a file shorter than installed is a fault (an interrupted copy): a file
        // removed on purpose (rnnlm/ to save memory) or rebuilt (an adapted graph) is left
        // to the checks below, which know what libvosk needs.
        let listed = dir.join(name);
        if let Ok(Some(actual)) = probe(&listed) {
            if actual < expected {
                return Err(ModelFault::Truncated {
                    file: listed,
                    expected,
                    actual,
                });
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Layout and presence

/// Where libvosk looks for each file (`Model::ConfigureV1` / `ConfigureV2`).
struct Layout {
    mdl: PathBuf,
    model_conf: Option<PathBuf>,
    conf: PathBuf,
    graph: PathBuf,
    word_boundary: PathBuf,
    global_cmvn: PathBuf,
}

impl Layout {
    fn find(dir: &Path) -> Result<Layout, ModelFault> {
        // libvosk: `stat(am/final.mdl) == 0` picks the new layout, anything else the old one.
        let v2_mdl = dir.join("am").join("final.mdl");
        if probe(&v2_mdl)?.is_some() {
            let model_conf = dir.join("conf").join("model.conf");
            require(&model_conf)?;
            let graph = dir.join("graph");
            return Ok(Layout {
                mdl: v2_mdl,
                model_conf: Some(model_conf),
                conf: dir.join("conf"),
                word_boundary: graph.join("phones").join("word_boundary.int"),
                graph,
                global_cmvn: dir.join("am").join("global_cmvn.stats"),
            });
        }
        let v1_mdl = dir.join("final.mdl");
        if probe(&v1_mdl)?.is_some() {
            return Ok(Layout {
                mdl: v1_mdl,
                model_conf: None,
                conf: dir.to_path_buf(),
                graph: dir.to_path_buf(),
                word_boundary: dir.join("word_boundary.int"),
                global_cmvn: dir.join("global_cmvn.stats"),
            });
        }
        Err(ModelFault::NotAModel {
            dir: dir.to_path_buf(),
        })
    }
}

/// The size of a regular file, or `None` where libvosk's `stat` would find nothing.
/// Anything else in its place (a folder, a FIFO) is a fault: opening a FIFO would block.
fn probe(path: &Path) -> Result<Option<u64>, ModelFault> {
    match fs::metadata(path) {
        Ok(meta) if meta.is_file() => Ok(Some(meta.len())),
        Ok(_) => Err(damaged(path, "not an ordinary file")),
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
            ) =>
        {
            Ok(None)
        }
        Err(e) => Err(unreadable(path, e)),
    }
}

/// The size of a file that must be there.
fn require(path: &Path) -> Result<u64, ModelFault> {
    probe(path)?.ok_or_else(|| ModelFault::Missing {
        file: path.to_path_buf(),
    })
}

fn damaged(path: &Path, why: impl Into<String>) -> ModelFault {
    ModelFault::Damaged {
        file: path.to_path_buf(),
        why: why.into(),
    }
}

fn unreadable(path: &Path, source: io::Error) -> ModelFault {
    ModelFault::Unreadable {
        file: path.to_path_buf(),
        source,
    }
}

fn truncated(path: &Path, expected: u64, actual: u64) -> ModelFault {
    ModelFault::Truncated {
        file: path.to_path_buf(),
        expected,
        actual,
    }
}

/// A name from a file, printable and short, for a `why`.
fn show(bytes: &[u8]) -> String {
    let cut = bytes.get(..40).unwrap_or(bytes);
    cut.escape_ascii().to_string()
}

fn le_i32(bytes: &[u8], at: usize) -> Option<i32> {
    let end = at.checked_add(4)?;
    Some(i32::from_le_bytes(bytes.get(at..end)?.try_into().ok()?))
}

// ---------------------------------------------------------------------------------------------
// Binary reading

/// Sequential reading of a binary file: every read and skip is checked against the file's
/// size first, so counts from damaged headers end in [`ModelFault::Truncated`], not in huge
/// reads or allocations.
struct Bin<'a> {
    path: &'a Path,
    inner: BufReader<File>,
    pos: u64,
    size: u64,
}

impl<'a> Bin<'a> {
    fn open(path: &'a Path) -> Result<Bin<'a>, ModelFault> {
        let file = File::open(path).map_err(|e| unreadable(path, e))?;
        let size = file.metadata().map_err(|e| unreadable(path, e))?.len();
        Ok(Bin {
            path,
            inner: BufReader::with_capacity(128 * 1024, file),
            pos: 0,
            size,
        })
    }

    /// The position after `n` more bytes, if the file has them.
    fn need(&self, n: u64) -> Result<u64, ModelFault> {
        match self.pos.checked_add(n) {
            Some(end) if end <= self.size => Ok(end),
            Some(end) => Err(truncated(self.path, end, self.size)),
            None => Err(damaged(self.path, "a size beyond any file")),
        }
    }

    fn bytes<const N: usize>(&mut self) -> Result<[u8; N], ModelFault> {
        let end = self.need(N as u64)?;
        let mut buf = [0u8; N];
        self.inner
            .read_exact(&mut buf)
            .map_err(|e| unreadable(self.path, e))?;
        self.pos = end;
        Ok(buf)
    }

    fn i32(&mut self) -> Result<i32, ModelFault> {
        Ok(i32::from_le_bytes(self.bytes()?))
    }

    fn i64(&mut self) -> Result<i64, ModelFault> {
        Ok(i64::from_le_bytes(self.bytes()?))
    }

    fn u64(&mut self) -> Result<u64, ModelFault> {
        Ok(u64::from_le_bytes(self.bytes()?))
    }

    /// A C++ `bool` written by OpenFst: one byte, 0 or 1.
    fn flag(&mut self) -> Result<bool, ModelFault> {
        match self.bytes::<1>()? {
            [0] => Ok(false),
            [1] => Ok(true),
            _ => Err(damaged(self.path, "a yes/no byte that is neither 0 nor 1")),
        }
    }

    /// A count that must not be negative.
    fn count(&mut self, what: &str) -> Result<u64, ModelFault> {
        let n = self.i64()?;
        u64::try_from(n).map_err(|_| damaged(self.path, format!("negative {what}")))
    }

    fn skip(&mut self, n: u64) -> Result<(), ModelFault> {
        let end = self.need(n)?;
        let offset = i64::try_from(n).map_err(|_| damaged(self.path, "a size beyond any file"))?;
        self.inner
            .seek_relative(offset)
            .map_err(|e| unreadable(self.path, e))?;
        self.pos = end;
        Ok(())
    }

    /// `count` items of `each` bytes must follow (checked without overflow).
    fn need_items(&self, count: u64, each: u64) -> Result<u64, ModelFault> {
        match count.checked_mul(each) {
            Some(n) => self.need(n).map(|_| n),
            None => Err(truncated(self.path, u64::MAX, self.size)),
        }
    }

    fn skip_items(&mut self, count: u64, each: u64) -> Result<(), ModelFault> {
        let n = self.need_items(count, each)?;
        self.skip(n)
    }

    /// OpenFst `ReadType(std::string)`: i32 length, bytes. Only short strings are kept.
    fn string(&mut self, max: usize) -> Result<Vec<u8>, ModelFault> {
        let len = self.i32()?;
        let len = usize::try_from(len)
            .ok()
            .filter(|&len| len <= max)
            .ok_or_else(|| damaged(self.path, "damaged OpenFst header"))?;
        let end = self.need(len as u64)?;
        let mut buf = vec![0u8; len];
        self.inner
            .read_exact(&mut buf)
            .map_err(|e| unreadable(self.path, e))?;
        self.pos = end;
        Ok(buf)
    }

    fn skip_string(&mut self) -> Result<(), ModelFault> {
        let len = self.i32()?;
        let len = u64::try_from(len).map_err(|_| damaged(self.path, "negative string length"))?;
        self.skip(len)
    }

    /// OpenFst `AlignInput`: to a multiple of 16 bytes from the start of the file.
    fn align(&mut self) -> Result<(), ModelFault> {
        let rest = self.pos % 16;
        if rest != 0 {
            self.skip(16 - rest)?;
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------------
// OpenFst files (OpenFst 1.8.0 as built into libvosk 0.3.45: fst.cc, const-fst.h,
// vector-fst.h, add-on.h, label-reachable.h, interval-set.h, ngram-fst.h, symbol-table.cc)

const FST_MAGIC: i32 = 2_125_659_606;
const SYMBOL_TABLE_MAGIC: i32 = 2_125_658_996;
const ADD_ON_MAGIC: i32 = 446_681_434;

/// What `fst::StdFst::Read` in libvosk can read (`HCLr.fst`, `Gr.fst`): the types OpenFst
/// registers itself plus the two libvosk registers.
const STD_FST_READ: &[&[u8]] = &[b"const", b"vector", b"olabel_lookahead", b"ngram"];
/// What Kaldi's `ReadFstKaldiGeneric` reads (`HCLG.fst`).
const KALDI_GENERIC: &[&[u8]] = &[b"const", b"vector"];
/// What Kaldi's `ReadFstKaldi` reads (`rescore/G.fst`).
const VECTOR_ONLY: &[&[u8]] = &[b"vector"];

/// `FstHeader`: magic, type, arc type, version, flags, properties, start, states, arcs; then
/// the symbol tables its flags announce.
struct FstHeader {
    fst_type: Vec<u8>,
    version: i32,
    flags: i32,
    start: i64,
    num_states: i64,
    num_arcs: i64,
}

impl FstHeader {
    fn read(r: &mut Bin<'_>) -> Result<FstHeader, ModelFault> {
        if r.i32()? != FST_MAGIC {
            return Err(damaged(r.path, "no OpenFst header"));
        }
        let fst_type = r.string(256)?;
        let arc_type = r.string(256)?;
        let version = r.i32()?;
        let flags = r.i32()?;
        r.skip(8)?; // properties
        let start = r.i64()?;
        let num_states = r.i64()?;
        let num_arcs = r.i64()?;
        if arc_type != b"standard" {
            return Err(damaged(
                r.path,
                format!("arc type {} instead of standard", show(&arc_type)),
            ));
        }
        for bit in [1, 2] {
            if flags & bit != 0 {
                skip_symbol_table(r)?;
            }
        }
        Ok(FstHeader {
            fst_type,
            version,
            flags,
            start,
            num_states,
            num_arcs,
        })
    }

    fn require_version(&self, r: &Bin<'_>, min: i32) -> Result<(), ModelFault> {
        if self.version < min {
            return Err(damaged(
                r.path,
                format!(
                    "{} FST version {} is too old",
                    show(&self.fst_type),
                    self.version
                ),
            ));
        }
        Ok(())
    }
}

/// A binary `SymbolTable`: magic, name, available key, size, then size × (string, i64).
fn skip_symbol_table(r: &mut Bin<'_>) -> Result<(), ModelFault> {
    if r.i32()? != SYMBOL_TABLE_MAGIC {
        return Err(damaged(r.path, "damaged symbol table"));
    }
    r.skip_string()?; // name
    r.skip(8)?; // available key
    let size = r.count("symbol count")?;
    r.need_items(size, 12)?;
    for _ in 0..size {
        r.skip_string()?;
        r.skip(8)?;
    }
    Ok(())
}

/// What the rest of the model needs to know about a whole FST.
struct FstInfo {
    output_symbols: bool,
}

/// Reads the FST's header and walks its body; it must be one of `types` and whole.
fn check_fst(path: &Path, types: &[&[u8]]) -> Result<FstInfo, ModelFault> {
    let mut r = Bin::open(path)?;
    let header = FstHeader::read(&mut r)?;
    if !types.contains(&header.fst_type.as_slice()) {
        return Err(damaged(
            path,
            format!("FST type {} cannot be read here", show(&header.fst_type)),
        ));
    }
    match header.fst_type.as_slice() {
        b"const" => const_body(&mut r, &header)?,
        b"vector" => vector_body(&mut r, &header)?,
        b"ngram" => ngram_body(&mut r, &header)?,
        _ => lookahead_body(&mut r, &header)?,
    }
    Ok(FstInfo {
        output_symbols: header.flags & 2 != 0,
    })
}

/// `ConstFst<StdArc, uint32>`: [align] states × 20 bytes, [align] arcs × 16 bytes.
fn const_body(r: &mut Bin<'_>, h: &FstHeader) -> Result<(), ModelFault> {
    h.require_version(r, 1)?;
    let (Ok(states), Ok(arcs)) = (u64::try_from(h.num_states), u64::try_from(h.num_arcs)) else {
        return Err(damaged(r.path, "negative state or arc count"));
    };
    if h.start < -1 || (h.start >= h.num_states && h.start != 0) {
        return Err(damaged(r.path, "start state out of range"));
    }
    // Version 1 files are aligned whatever the flags say.
    let aligned = h.version == 1 || h.flags & 4 != 0;
    if aligned {
        r.align()?;
    }
    r.skip_items(states, 20)?;
    if aligned {
        r.align()?;
    }
    r.skip_items(arcs, 16)
}

/// `VectorFst<StdArc>`: per state f32 final weight, i64 arc count, arcs × 16 bytes. With an
/// unknown state count (-1) OpenFst reads states until the end of the file.
fn vector_body(r: &mut Bin<'_>, h: &FstHeader) -> Result<(), ModelFault> {
    h.require_version(r, 2)?;
    if h.num_states < -1 {
        return Err(damaged(r.path, "negative state count"));
    }
    let known = u64::try_from(h.num_states).ok();
    if let Some(states) = known {
        r.need_items(states, 12)?;
    }
    // Every state takes at least 12 bytes, so the loop ends within size / 12 rounds.
    let mut state: u64 = 0;
    loop {
        match known {
            Some(states) if state >= states => break,
            None if r.size.saturating_sub(r.pos) < 4 => break,
            _ => {}
        }
        r.skip(4)?;
        let arcs = r.count("arc count")?;
        r.skip_items(arcs, 16)?;
        state = state.saturating_add(1);
    }
    Ok(())
}

/// `NGramFst`: three u64 counts, then `NGramFstImpl::Storage()` bytes in all.
fn ngram_body(r: &mut Bin<'_>, h: &FstHeader) -> Result<(), ModelFault> {
    h.require_version(r, 4)?;
    let states = u128::from(r.u64()?);
    let futures = u128::from(r.u64()?);
    let finals = u128::from(r.u64()?);
    let words = |bits: u128| bits.div_ceil(64);
    let mut storage =
        24 + 8 * (words(states * 2 + 1) + words(futures + states + 1) + words(states));
    storage += (states + 1) * 4 + futures * 4;
    storage = storage.next_multiple_of(4);
    storage += (states + 1) * 4 + finals * 4 + (futures + 1) * 4;
    let rest = u64::try_from(storage - 24).map_err(|_| truncated(r.path, u64::MAX, r.size))?;
    r.skip(rest)
}

/// `StdOLabelLookAheadFst` (`MatcherFst` over `AddOnImpl`): outer header, add-on magic, a
/// whole `const` FST, then the `AddOnPair` of `LabelReachableData`, which OpenFst reads
/// without any check: cut off there, the model loads and hears wrong words.
fn lookahead_body(r: &mut Bin<'_>, h: &FstHeader) -> Result<(), ModelFault> {
    h.require_version(r, 1)?;
    if r.i32()? != ADD_ON_MAGIC {
        return Err(damaged(
            r.path,
            "no add-on marker after the look-ahead header",
        ));
    }
    let inner = FstHeader::read(r)?;
    if inner.fst_type != b"const" {
        return Err(damaged(
            r.path,
            format!(
                "look-ahead FST around a {} FST instead of a const one",
                show(&inner.fst_type)
            ),
        ));
    }
    const_body(r, &inner)?;
    if r.flag()? {
        for _ in 0..2 {
            if r.flag()? {
                skip_label_reachable(r)?;
            }
        }
    }
    Ok(())
}

/// `LabelReachableData::Read`: reach_input, keep_relabel_data, [label2index map], final
/// label, interval sets (each: i64 count, count × 8 bytes, i32).
fn skip_label_reachable(r: &mut Bin<'_>) -> Result<(), ModelFault> {
    r.flag()?; // reach_input
    if r.flag()? {
        let pairs = r.count("label map size")?;
        r.skip_items(pairs, 8)?;
    }
    r.skip(4)?; // final label
    let sets = r.count("interval set count")?;
    r.need_items(sets, 12)?;
    for _ in 0..sets {
        let intervals = r.count("interval count")?;
        r.skip_items(intervals, 8)?;
        r.skip(4)?;
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// The graph

fn check_graph(graph: &Path) -> Result<(), ModelFault> {
    let hclg = graph.join("HCLG.fst");
    let words_in_graph = if probe(&hclg)?.is_some() {
        check_fst(&hclg, KALDI_GENERIC)?.output_symbols
    } else {
        let hclr = graph.join("HCLr.fst");
        require(&hclr)?;
        let disambig = graph.join("disambig_tid.int");
        require(&disambig)?;
        check_integer_list(&disambig)?;
        check_fst(&hclr, STD_FST_READ)?;
        let gr = graph.join("Gr.fst");
        match probe(&gr)? {
            Some(_) => check_fst(&gr, STD_FST_READ)?.output_symbols,
            None => false,
        }
    };
    if !words_in_graph {
        let words = graph.join("words.txt");
        require(&words)?;
        check_words(&words)?;
    }
    Ok(())
}

/// `words.txt` as OpenFst's `SymbolTable::ReadText` reads it: lines of a symbol and a
/// non-negative number, at most 8095 bytes long.
fn check_words(path: &Path) -> Result<(), ModelFault> {
    let mut symbols: u64 = 0;
    let newline = for_each_line(path, 8095, |n, line| {
        let mut fields = line
            .split(|&b| b == b' ' || b == b'\t')
            .filter(|f| !f.is_empty());
        let (Some(_), key, None) = (fields.next(), fields.next(), fields.next()) else {
            return if line.iter().all(|&b| b == b' ' || b == b'\t') {
                Ok(())
            } else {
                Err(format!("line {n} is not a word and a number"))
            };
        };
        let key = key.unwrap_or_default();
        let digits = key.strip_prefix(b"+").unwrap_or(key);
        let valid = !digits.is_empty()
            && digits.iter().all(u8::is_ascii_digit)
            && std::str::from_utf8(digits).is_ok_and(|d| d.parse::<i64>().is_ok());
        if !valid {
            return Err(format!("line {n} is not a word and a number"));
        }
        symbols = symbols.saturating_add(1);
        Ok(())
    })?;
    if symbols == 0 {
        return Err(damaged(path, "no words"));
    }
    if !newline {
        return Err(damaged(path, "cut off: the last line has no newline"));
    }
    Ok(())
}

/// `disambig_tid.int` as Kaldi's `ReadIntegerVectorSimple` reads it: integers and white
/// space. A list cut between lines is indistinguishable from a whole one, but Kaldi ends it
/// with a newline, so one cut inside a number is caught.
fn check_integer_list(path: &Path) -> Result<(), ModelFault> {
    let mut numbers: u64 = 0;
    let newline = for_each_line(path, 4096, |n, line| {
        for token in line
            .split(u8::is_ascii_whitespace)
            .filter(|t| !t.is_empty())
        {
            if !std::str::from_utf8(token).is_ok_and(|t| t.parse::<i32>().is_ok()) {
                return Err(format!("line {n} holds something other than integers"));
            }
            numbers = numbers.saturating_add(1);
        }
        Ok(())
    })?;
    if numbers == 0 {
        return Err(damaged(path, "no numbers"));
    }
    if !newline {
        return Err(damaged(path, "cut off: the last line has no newline"));
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Text files

/// Calls `f` with each line (without its newline) and its number; returns whether the last
/// line ended with a newline. Lines longer than `max` bytes are a fault, so memory stays small
/// whatever the file holds.
fn for_each_line(
    path: &Path,
    max: usize,
    mut f: impl FnMut(usize, &[u8]) -> Result<(), String>,
) -> Result<bool, ModelFault> {
    let file = File::open(path).map_err(|e| unreadable(path, e))?;
    let mut reader = BufReader::with_capacity(64 * 1024, file);
    let mut line = Vec::with_capacity(256);
    let mut number: usize = 0;
    let mut newline = true;
    loop {
        line.clear();
        let limit = u64::try_from(max).unwrap_or(u64::MAX).saturating_add(1);
        let got = reader
            .by_ref()
            .take(limit)
            .read_until(b'\n', &mut line)
            .map_err(|e| unreadable(path, e))?;
        if got == 0 {
            return Ok(newline);
        }
        number = number.saturating_add(1);
        newline = line.last() == Some(&b'\n');
        if newline {
            line.pop();
        } else if line.len() > max {
            return Err(damaged(path, format!("line {number} is too long")));
        }
        f(number, &line).map_err(|why| damaged(path, why))?;
    }
}

/// A Kaldi config file as `ParseOptions::ReadConfigFile` reads it: `#` comments, blank lines,
/// and `--name=value` or `--name`. Calls `option` with each name (`_` as `-`) and value;
/// returns how many options there were.
fn check_conf(path: &Path, mut option: impl FnMut(&str, &str)) -> Result<usize, ModelFault> {
    let mut options: usize = 0;
    for_each_line(path, 64 * 1024, |n, raw| {
        let line = raw.split(|&b| b == b'#').next().unwrap_or_default();
        let line = line.trim_ascii();
        if line.is_empty() {
            return Ok(());
        }
        let bad = || format!("line {n} is not an option of the form --name=value");
        let body = line.strip_prefix(b"--").ok_or_else(bad)?;
        let mut parts = body.splitn(2, |&b| b == b'=');
        let name = parts.next().unwrap_or_default();
        let value = parts.next().unwrap_or_default().trim_ascii();
        if name.is_empty() {
            return Err(bad());
        }
        let name = String::from_utf8_lossy(name).replace('_', "-");
        option(&name, &String::from_utf8_lossy(value));
        options = options.saturating_add(1);
        Ok(())
    })?;
    Ok(options)
}

/// `conf/model.conf`: without `--endpoint.silence-phones` Kaldi's endpointing asserts on the
/// first audio and the process aborts.
fn check_model_conf(path: &Path) -> Result<(), ModelFault> {
    let mut silence: Option<String> = None;
    check_conf(path, |name, value| {
        if name == "endpoint.silence-phones" {
            silence = Some(value.to_owned());
        }
    })?;
    let silence = silence.unwrap_or_default();
    if silence.is_empty() {
        return Err(damaged(path, "the endpoint's silence phones are not set"));
    }
    if !silence
        .split(':')
        .all(|p| p.trim().parse::<i32>().is_ok_and(|p| p > 0))
    {
        return Err(damaged(
            path,
            "the endpoint's silence phones are not a list like 1:2:3",
        ));
    }
    Ok(())
}

/// `mfcc.conf`, else `fbank.conf` (libvosk fails without either); an empty one would make
/// features that do not fit the model. `pitch.conf` is optional.
fn check_features(conf: &Path) -> Result<(), ModelFault> {
    let mfcc = conf.join("mfcc.conf");
    let fbank = conf.join("fbank.conf");
    let features = if probe(&mfcc)?.is_some() {
        mfcc
    } else if probe(&fbank)?.is_some() {
        fbank
    } else {
        return Err(ModelFault::Missing { file: mfcc });
    };
    if check_conf(&features, |_, _| {})? == 0 {
        return Err(damaged(
            &features,
            "no options (the features would not fit the model)",
        ));
    }
    let pitch = conf.join("pitch.conf");
    if probe(&pitch)?.is_some() {
        check_conf(&pitch, |_, _| {})?;
    }
    Ok(())
}

/// `word_boundary.int` as Kaldi's `WordBoundaryInfo` reads it: every line a phone number above
/// zero (zero aborts) and a type. Every phone of the model's topology must be named, or the
/// word alignment after decoding throws through the C API and aborts.
fn check_word_boundary(path: &Path, phones: &[i32]) -> Result<(), ModelFault> {
    if probe(path)?.is_none() {
        return Ok(());
    }
    let mut named = vec![false; phones.len()];
    let mut lines: usize = 0;
    for_each_line(path, 256, |n, line| {
        let bad = || format!("line {n} is not a phone and a word-boundary type");
        let mut fields = line
            .split(|&b| b == b' ' || b == b'\t' || b == b'\r')
            .filter(|f| !f.is_empty());
        let (Some(phone), Some(kind), None) = (fields.next(), fields.next(), fields.next()) else {
            return Err(bad());
        };
        let phone = std::str::from_utf8(phone)
            .ok()
            .and_then(|p| p.parse::<i32>().ok())
            .filter(|&p| p > 0)
            .ok_or_else(bad)?;
        if !matches!(
            kind,
            b"nonword" | b"begin" | b"end" | b"internal" | b"singleton"
        ) {
            return Err(bad());
        }
        if let Ok(i) = phones.binary_search(&phone) {
            if let Some(slot) = named.get_mut(i) {
                *slot = true;
            }
        }
        lines = lines.saturating_add(1);
        Ok(())
    })?;
    if lines == 0 {
        return Err(damaged(path, "empty"));
    }
    if let Some((phone, _)) = phones.iter().zip(&named).find(|(_, named)| !**named) {
        return Err(damaged(
            path,
            format!("phone {phone} of the model is missing (cut off?)"),
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Kaldi binary objects

/// Up to `head_len` bytes from the start and `tail_len` from the end of a file, and its size.
fn head_and_tail(
    path: &Path,
    head_len: u64,
    tail_len: u64,
) -> Result<(Vec<u8>, Vec<u8>, u64), ModelFault> {
    let mut file = File::open(path).map_err(|e| unreadable(path, e))?;
    let size = file.metadata().map_err(|e| unreadable(path, e))?.len();
    let read = |file: &mut File, from: u64, n: u64| -> io::Result<Vec<u8>> {
        file.seek(SeekFrom::Start(from))?;
        let mut buf = Vec::new();
        file.by_ref().take(n).read_to_end(&mut buf)?;
        Ok(buf)
    };
    let head = read(&mut file, 0, size.min(head_len)).map_err(|e| unreadable(path, e))?;
    let tail_len = size.min(tail_len);
    let tail = read(&mut file, size - tail_len, tail_len).map_err(|e| unreadable(path, e))?;
    Ok((head, tail, size))
}

/// `final.mdl`: `TransitionModel` then `AmNnetSimple`, whose `Write` ends with the priors
/// vector. Returns the topology's phones, sorted.
fn check_final_mdl(path: &Path) -> Result<Vec<i32>, ModelFault> {
    const PREFIX: &[u8] = b"\0B<TransitionModel> <Topology> ";
    const PRIORS: &[u8] = b"<Priors> ";
    let (head, tail, size) = head_and_tail(path, 64 * 1024, 1024 * 1024)?;
    let Some(rest) = head.strip_prefix(PREFIX) else {
        return Err(damaged(path, "not a binary Kaldi nnet3 model"));
    };
    // WriteIntegerVector: byte 4 (the size of an int32), i32 count, the phones.
    let whole = head.len() as u64 == size;
    let count = match (rest.first(), le_i32(rest, 1)) {
        (Some(4), Some(count)) => count,
        (None, _) | (Some(4), None) if whole => {
            return Err(truncated(path, PREFIX.len() as u64 + 5, size));
        }
        _ => return Err(damaged(path, "the topology's phone list is unreadable")),
    };
    let count = usize::try_from(count)
        .ok()
        .filter(|&c| c > 0)
        .ok_or_else(|| damaged(path, "the topology names no phones"))?;
    let list = rest.get(5..).unwrap_or_default();
    let Some(list) = count.checked_mul(4).and_then(|bytes| list.get(..bytes)) else {
        return Err(if whole {
            let want = (count as u64)
                .saturating_mul(4)
                .saturating_add(PREFIX.len() as u64 + 5);
            truncated(path, want, size)
        } else {
            damaged(path, "the topology names too many phones")
        });
    };
    let mut phones: Vec<i32> = list
        .chunks_exact(4)
        .filter_map(|c| c.try_into().ok().map(i32::from_le_bytes))
        .collect();
    if phones.iter().any(|&p| p <= 0) {
        return Err(damaged(path, "the topology names phone 0 or below"));
    }
    phones.sort_unstable();
    phones.dedup();

    // The priors: "<Priors> " then "FV " (floats) or "DV " (doubles), byte 4, i32 count,
    // the values, and nothing after.
    let found = tail.windows(PRIORS.len()).rposition(|w| w == PRIORS);
    let Some(at) = found else {
        return Err(damaged(path, "cut off or damaged: no priors at the end"));
    };
    let vector = tail.get(at + PRIORS.len()..).unwrap_or_default();
    let have = vector.len() as u64;
    let start = size - have;
    let elem: u64 = match vector.get(..3) {
        Some(b"FV ") => 4,
        Some(b"DV ") => 8,
        Some(_) => return Err(damaged(path, "damaged priors at the end")),
        None => return Err(truncated(path, start + 8, size)),
    };
    let count = match (vector.get(3), le_i32(vector, 4)) {
        (Some(4), Some(count)) => count,
        (Some(4) | None, None) => return Err(truncated(path, start + 8, size)),
        _ => return Err(damaged(path, "damaged priors at the end")),
    };
    let count = u64::try_from(count).map_err(|_| damaged(path, "damaged priors at the end"))?;
    let want = count.saturating_mul(elem).saturating_add(8);
    if have < want {
        return Err(truncated(path, start.saturating_add(want), size));
    }
    Ok(phones)
}

/// A Kaldi object written by `WriteKaldiObject`: binary or text, beginning with `open` and
/// ending with `close`.
fn check_kaldi_object(path: &Path, open: &[u8], close: &[u8]) -> Result<(), ModelFault> {
    let (head, tail, _) = head_and_tail(path, 256, 256)?;
    let body = head
        .strip_prefix(b"\0B")
        .unwrap_or(&head)
        .trim_ascii_start();
    if !body.starts_with(open) {
        return Err(damaged(path, format!("does not begin with {}", show(open))));
    }
    if !tail.trim_ascii_end().ends_with(close) {
        return Err(damaged(
            path,
            format!("cut off or damaged: does not end with {}", show(close)),
        ));
    }
    Ok(())
}

/// A Kaldi matrix: binary `FM`/`DM` with rows and columns (exact size known), compressed
/// `CM…` (accepted), or text in brackets.
fn check_kaldi_matrix(path: &Path) -> Result<(), ModelFault> {
    let (head, tail, size) = head_and_tail(path, 64, 64)?;
    let Some(binary) = head.strip_prefix(b"\0B") else {
        if !head.trim_ascii_start().starts_with(b"[") {
            return Err(damaged(path, "not a Kaldi matrix"));
        }
        if !tail.trim_ascii_end().ends_with(b"]") {
            return Err(damaged(path, "cut off: the matrix does not end with ]"));
        }
        return Ok(());
    };
    let elem: u128 = match binary.get(..3) {
        Some(b"FM ") => 4,
        Some(b"DM ") => 8,
        Some([b'C', b'M', ..]) => return Ok(()),
        _ if head.len() < 5 && head.len() as u64 == size => return Err(truncated(path, 15, size)),
        _ => return Err(damaged(path, "not a Kaldi matrix")),
    };
    let dim = |at: usize| match (binary.get(at), le_i32(binary, at + 1)) {
        (Some(4), Some(n)) => u128::try_from(n).ok(),
        _ => None,
    };
    let (Some(rows), Some(cols)) = (dim(3), dim(8)) else {
        return Err(if binary.len() < 13 {
            truncated(path, 15, size)
        } else {
            damaged(path, "damaged matrix header")
        });
    };
    let want = 15 + rows * cols * elem;
    if u128::from(size) < want {
        return Err(truncated(
            path,
            u64::try_from(want).unwrap_or(u64::MAX),
            size,
        ));
    }
    Ok(())
}

/// The i-vector extractor: once `ivector/final.ie` is there, libvosk reads all six files.
fn check_ivector(dir: &Path) -> Result<(), ModelFault> {
    let ie = dir.join("final.ie");
    if probe(&ie)?.is_none() {
        return Ok(());
    }
    let file = |name: &str| dir.join(name);
    for name in [
        "splice.conf",
        "online_cmvn.conf",
        "final.mat",
        "global_cmvn.stats",
        "final.dubm",
    ] {
        require(&file(name))?;
    }
    check_conf(&file("splice.conf"), |_, _| {})?;
    check_conf(&file("online_cmvn.conf"), |_, _| {})?;
    check_kaldi_matrix(&file("final.mat"))?;
    check_kaldi_matrix(&file("global_cmvn.stats"))?;
    check_kaldi_object(&file("final.dubm"), b"<DiagGMM>", b"</DiagGMM>")?;
    check_kaldi_object(&ie, b"<IvectorExtractor>", b"</IvectorExtractor>")
}

/// Rescoring: once `rescore/G.carpa` is there, libvosk reads it and `rescore/G.fst` (which
/// must be a `vector` FST).
fn check_rescore(dir: &Path) -> Result<(), ModelFault> {
    let carpa = dir.join("G.carpa");
    if probe(&carpa)?.is_none() {
        return Ok(());
    }
    let g = dir.join("G.fst");
    require(&g)?;
    let (head, tail, _) = head_and_tail(&carpa, 256, 256)?;
    match head.strip_prefix(b"\0B") {
        // The old on-disk format starts with a bare int32.
        Some([4, ..]) => {}
        Some(body) if body.starts_with(b"<ConstArpaLm>") => {
            if !tail.trim_ascii_end().ends_with(b"</ConstArpaLm>") {
                return Err(damaged(
                    &carpa,
                    "cut off or damaged: does not end with </ConstArpaLm>",
                ));
            }
        }
        _ => return Err(damaged(&carpa, "not a binary ConstArpaLm")),
    }
    check_fst(&g, VECTOR_ONLY).map(|_| ())
}

/// RNNLM rescoring: once `rnnlm/final.raw` is there, libvosk reads its three companions.
fn check_rnnlm(dir: &Path) -> Result<(), ModelFault> {
    let raw = dir.join("final.raw");
    if probe(&raw)?.is_none() {
        return Ok(());
    }
    let embedding = dir.join("feat_embedding.final.mat");
    let options = dir.join("special_symbol_opts.conf");
    require(&embedding)?;
    require(&dir.join("word_feats.txt"))?;
    require(&options)?;
    check_kaldi_object(&raw, b"<Nnet3>", b"</Nnet3>")?;
    check_kaldi_matrix(&embedding)?;
    check_conf(&options, |_, _| {}).map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    // --- Builders for tiny but valid model files -------------------------------------------

    fn i32s(out: &mut Vec<u8>, v: i32) {
        out.extend_from_slice(&v.to_le_bytes());
    }

    fn i64s(out: &mut Vec<u8>, v: i64) {
        out.extend_from_slice(&v.to_le_bytes());
    }

    fn string(out: &mut Vec<u8>, s: &[u8]) {
        i32s(out, s.len() as i32);
        out.extend_from_slice(s);
    }

    fn symbol_table(out: &mut Vec<u8>, words: &[&str]) {
        i32s(out, SYMBOL_TABLE_MAGIC);
        string(out, b"words.txt");
        i64s(out, words.len() as i64);
        i64s(out, words.len() as i64);
        for (key, word) in words.iter().enumerate() {
            string(out, word.as_bytes());
            i64s(out, key as i64);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn header(
        out: &mut Vec<u8>,
        fst_type: &[u8],
        version: i32,
        flags: i32,
        start: i64,
        states: i64,
        arcs: i64,
        words: &[&str],
    ) {
        i32s(out, FST_MAGIC);
        string(out, fst_type);
        string(out, b"standard");
        i32s(out, version);
        i32s(out, flags);
        out.extend_from_slice(&[0; 8]);
        i64s(out, start);
        i64s(out, states);
        i64s(out, arcs);
        for bit in [1, 2] {
            if flags & bit != 0 {
                symbol_table(out, words);
            }
        }
    }

    /// A const FST: 3 states, 2 arcs; `aligned` writes version 1 with padding.
    fn const_fst(out: &mut Vec<u8>, aligned: bool) {
        header(out, b"const", if aligned { 1 } else { 2 }, 0, 0, 3, 2, &[]);
        let pad = |out: &mut Vec<u8>| {
            while aligned && !out.len().is_multiple_of(16) {
                out.push(0);
            }
        };
        pad(out);
        out.extend((0..3 * 20).map(|i| i as u8));
        pad(out);
        out.extend((0..2 * 16).map(|i| (i * 7) as u8));
    }

    /// An olabel_lookahead FST around a const one, with both label-reachability halves.
    fn hclr(aligned: bool) -> Vec<u8> {
        let mut out = Vec::new();
        header(&mut out, b"olabel_lookahead", 1, 0, -1, 0, 0, &[]);
        i32s(&mut out, ADD_ON_MAGIC);
        const_fst(&mut out, aligned);
        out.push(1); // have add-on
        out.push(0); // no first half
        out.push(1); // second half
        out.push(0); // reach_input
        out.push(1); // keep relabel data
        i64s(&mut out, 2);
        for (a, b) in [(5, 1), (6, 2)] {
            i32s(&mut out, a);
            i32s(&mut out, b);
        }
        i32s(&mut out, 3); // final label
        i64s(&mut out, 3); // interval sets, one per state
        for intervals in [2i64, 0, 1] {
            i64s(&mut out, intervals);
            for k in 0..intervals {
                i32s(&mut out, k as i32 + 1);
                i32s(&mut out, k as i32 + 2);
            }
            i32s(&mut out, 4);
        }
        out
    }

    /// An ngram FST with word symbols (as Vosk's Gr.fst).
    fn gr() -> Vec<u8> {
        let words = ["<eps>", "넷", "사", "#0"];
        let mut out = Vec::new();
        header(&mut out, b"ngram", 4, 3, 1, 3, 0, &words);
        let (states, futures, finals) = (3u64, 5u64, 1u64);
        for v in [states, futures, finals] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        let words = |bits: u64| bits.div_ceil(64);
        let mut size =
            24 + 8 * (words(states * 2 + 1) + words(futures + states + 1) + words(states));
        size += (states + 1) * 4 + futures * 4;
        size = size.next_multiple_of(4);
        size += (states + 1) * 4 + finals * 4 + (futures + 1) * 4;
        out.extend((24..size).map(|i| i as u8));
        out
    }

    /// A vector FST: 2 states, the first with one arc.
    fn vector_fst(flags: i32, states_in_header: i64) -> Vec<u8> {
        let mut out = Vec::new();
        header(
            &mut out,
            b"vector",
            2,
            flags,
            0,
            states_in_header,
            1,
            &["<eps>", "a"],
        );
        out.extend_from_slice(&0f32.to_le_bytes());
        i64s(&mut out, 1);
        out.extend_from_slice(&[1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
        out.extend_from_slice(&0f32.to_le_bytes());
        i64s(&mut out, 0);
        out
    }

    const PHONES: [i32; 5] = [1, 2, 3, 4, 5];

    fn final_mdl() -> Vec<u8> {
        let mut out = b"\0B<TransitionModel> <Topology> ".to_vec();
        out.push(4);
        i32s(&mut out, PHONES.len() as i32);
        for p in PHONES {
            i32s(&mut out, p);
        }
        out.extend_from_slice(b"<TopologyEntry> ... </TransitionModel> <Nnet3> ... </Nnet3> ");
        out.extend_from_slice(b"<LeftContext> \x04\x22\0\0\0<RightContext> \x04\x22\0\0\0");
        out.extend_from_slice(b"<Priors> FV \x04");
        i32s(&mut out, 3);
        for v in [0.25f32, 0.5, 0.25] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out
    }

    const WORD_BOUNDARY: &str = "1 nonword\n2 begin\n3 end\n4 internal\n5 singleton\n";
    const MODEL_CONF: &str = "--beam=10.0\n# comment\n\n--endpoint.silence-phones=1:2\n";

    fn write(dir: &Path, rel: &str, data: impl AsRef<[u8]>) {
        let path = dir.join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, data).unwrap();
    }

    fn binary_matrix(rows: i32, cols: i32) -> Vec<u8> {
        let mut out = b"\0BFM ".to_vec();
        out.push(4);
        i32s(&mut out, rows);
        out.push(4);
        i32s(&mut out, cols);
        out.extend(std::iter::repeat_n(0u8, (rows * cols * 4) as usize));
        out
    }

    /// A complete model in the new layout, with an i-vector extractor.
    fn model() -> tempfile::TempDir {
        let tmp = tempfile::tempdir().unwrap();
        let d = tmp.path();
        write(d, "am/final.mdl", final_mdl());
        write(d, "conf/model.conf", MODEL_CONF);
        write(d, "conf/mfcc.conf", "--use-energy=false\n--num-ceps=40\n");
        write(d, "graph/HCLr.fst", hclr(false));
        write(d, "graph/Gr.fst", gr());
        write(d, "graph/disambig_tid.int", "11887\n11888\n");
        write(d, "graph/phones/word_boundary.int", WORD_BOUNDARY);
        write(
            d,
            "ivector/final.ie",
            b"\0B<IvectorExtractor> <w> ... </IvectorExtractor> ",
        );
        write(
            d,
            "ivector/final.dubm",
            b"\0B<DiagGMM> <GCONSTS> ... </DiagGMM> ",
        );
        write(d, "ivector/final.mat", binary_matrix(2, 3));
        write(d, "ivector/global_cmvn.stats", " [\n  1 2 3\n  4 5 0 ]\n");
        write(
            d,
            "ivector/splice.conf",
            "--left-context=3\n--right-context=3\n",
        );
        write(d, "ivector/online_cmvn.conf", "# nothing but a comment\n");
        tmp
    }

    fn check(dir: &tempfile::TempDir) -> Result<(), ModelFault> {
        check_model_files(dir.path())
    }

    fn rel(fault: &ModelFault, dir: &tempfile::TempDir) -> String {
        fault
            .file()
            .strip_prefix(dir.path())
            .unwrap_or(fault.file())
            .display()
            .to_string()
    }

    fn why(result: Result<(), ModelFault>) -> String {
        match result {
            Err(ModelFault::Damaged { why, .. }) => why,
            other => panic!("expected Damaged, got {other:?}"),
        }
    }

    /// Every length from 0 to one byte short must be a fault about that file, never a panic.
    fn every_cut_is_a_fault(dir: &tempfile::TempDir, file: &str, data: &[u8]) {
        for len in 0..data.len() {
            write(dir.path(), file, &data[..len]);
            match check(dir) {
                Err(ModelFault::Truncated {
                    expected, actual, ..
                }) => {
                    assert_eq!(actual, len as u64, "{file} cut at {len}");
                    assert!(expected > actual, "{file} cut at {len}");
                }
                Err(fault @ ModelFault::Damaged { .. }) => {
                    assert_eq!(rel(&fault, dir), file, "{file} cut at {len}: {fault}");
                }
                other => panic!("{file} cut at {len}: {other:?}"),
            }
        }
        write(dir.path(), file, data);
        check(dir).unwrap();
    }

    // --- Whole models ----------------------------------------------------------------------

    #[test]
    fn a_whole_model_passes() {
        let dir = model();
        check(&dir).unwrap();
    }

    #[test]
    fn aligned_const_fsts_pass_and_their_cuts_fail() {
        let dir = model();
        let data = hclr(true);
        write(dir.path(), "graph/HCLr.fst", &data);
        check(&dir).unwrap();
        every_cut_is_a_fault(&dir, "graph/HCLr.fst", &data);
    }

    #[test]
    fn the_old_layout_with_hclg_passes() {
        let tmp = tempfile::tempdir().unwrap();
        let d = tmp.path();
        write(d, "final.mdl", final_mdl());
        write(d, "mfcc.conf", "--use-energy=false\n");
        let mut hclg = Vec::new();
        header(&mut hclg, b"const", 2, 2, 0, 1, 0, &["<eps>", "a"]);
        hclg.extend_from_slice(&[0; 20]);
        write(d, "HCLG.fst", &hclg);
        write(d, "word_boundary.int", WORD_BOUNDARY);
        check(&tmp).unwrap();
        // Without the word symbols in HCLG.fst, words.txt is needed.
        let mut bare = Vec::new();
        header(&mut bare, b"const", 2, 0, 0, 1, 0, &[]);
        bare.extend_from_slice(&[0; 20]);
        write(d, "HCLG.fst", &bare);
        let fault = check(&tmp).unwrap_err();
        assert!(matches!(fault, ModelFault::Missing { .. }), "{fault:?}");
        assert_eq!(rel(&fault, &tmp), "words.txt");
        write(d, "words.txt", "<eps> 0\na 1\n");
        check(&tmp).unwrap();
        every_cut_is_a_fault(&tmp, "HCLG.fst", &bare);
        // A vector HCLG, with a known and an unknown state count.
        for states in [2, -1] {
            let data = vector_fst(2, states);
            write(d, "HCLG.fst", &data);
            check(&tmp).unwrap();
            // With an unknown count, a cut between states is a smaller, valid FST.
            if states == 2 {
                every_cut_is_a_fault(&tmp, "HCLG.fst", &data);
            }
        }
        // An ngram FST is not something ReadFstKaldiGeneric reads.
        write(d, "HCLG.fst", gr());
        assert!(why(check(&tmp)).contains("ngram"));
    }

    #[test]
    fn not_a_model() {
        let tmp = tempfile::tempdir().unwrap();
        for dir in [tmp.path().to_path_buf(), tmp.path().join("nowhere")] {
            let fault = check_model_files(&dir).unwrap_err();
            assert!(matches!(fault, ModelFault::NotAModel { .. }), "{fault:?}");
            assert_eq!(fault.file(), dir);
        }
        // A file in place of the directory.
        let file = tmp.path().join("file");
        fs::write(&file, "x").unwrap();
        assert!(matches!(
            check_model_files(&file),
            Err(ModelFault::NotAModel { .. })
        ));
    }

    // --- Missing files -----------------------------------------------------------------------

    #[test]
    fn required_files_missing() {
        for (file, expected) in [
            ("graph/HCLr.fst", "graph/HCLr.fst"),
            ("graph/disambig_tid.int", "graph/disambig_tid.int"),
            ("conf/model.conf", "conf/model.conf"),
            ("conf/mfcc.conf", "conf/mfcc.conf"),
            ("ivector/final.dubm", "ivector/final.dubm"),
            // Without Gr.fst the words come from words.txt.
            ("graph/Gr.fst", "graph/words.txt"),
        ] {
            let dir = model();
            fs::remove_file(dir.path().join(file)).unwrap();
            let fault = check(&dir).unwrap_err();
            assert!(
                matches!(fault, ModelFault::Missing { .. }),
                "{file}: {fault:?}"
            );
            assert_eq!(rel(&fault, &dir), expected);
        }
    }

    #[test]
    fn optional_files_missing() {
        for file in ["graph/phones/word_boundary.int", "ivector/final.ie"] {
            let dir = model();
            fs::remove_file(dir.path().join(file)).unwrap();
            check(&dir).unwrap();
        }
        // fbank.conf stands in for mfcc.conf.
        let dir = model();
        fs::rename(
            dir.path().join("conf/mfcc.conf"),
            dir.path().join("conf/fbank.conf"),
        )
        .unwrap();
        check(&dir).unwrap();
    }

    #[test]
    fn without_gr_fst_words_txt_is_read() {
        let dir = model();
        fs::remove_file(dir.path().join("graph/Gr.fst")).unwrap();
        let words = "<eps> 0\n넷 1\n사 2\n\n#0 3\n";
        write(dir.path(), "graph/words.txt", words);
        check(&dir).unwrap();
        // Cut inside the last line: no newline, or a lone word.
        write(dir.path(), "graph/words.txt", &words[..words.len() - 1]);
        assert!(why(check(&dir)).contains("newline"));
        write(dir.path(), "graph/words.txt", "<eps> 0\n넷\n");
        assert!(why(check(&dir)).contains("line 2"));
        for bad in ["a -1\n", "a 1 2\n", "a x\n", "", "\n"] {
            write(dir.path(), "graph/words.txt", bad);
            why(check(&dir));
        }
        write(
            dir.path(),
            "graph/words.txt",
            format!("{} 1\n", "a".repeat(9000)),
        );
        assert!(why(check(&dir)).contains("too long"));
        // With Gr.fst carrying the symbols, a damaged words.txt is never read.
        write(dir.path(), "graph/Gr.fst", gr());
        write(dir.path(), "graph/words.txt", "<eps> 0\n넷");
        check(&dir).unwrap();
    }

    #[test]
    fn folders_and_fifos_in_place_of_files() {
        let dir = model();
        let hclr = dir.path().join("graph/HCLr.fst");
        fs::remove_file(&hclr).unwrap();
        fs::create_dir(&hclr).unwrap();
        assert_eq!(why(check(&dir)), "not an ordinary file");
        fs::remove_dir(&hclr).unwrap();
        // A FIFO would block the reader for ever.
        let made = std::process::Command::new("mkfifo")
            .arg(&hclr)
            .status()
            .is_ok_and(|s| s.success());
        if made {
            assert_eq!(why(check(&dir)), "not an ordinary file");
        }
    }

    // --- Truncation and damage -----------------------------------------------------------------

    #[test]
    fn every_cut_of_hclr_gr_and_final_mdl_is_a_fault() {
        let dir = model();
        every_cut_is_a_fault(&dir, "graph/HCLr.fst", &hclr(false));
        every_cut_is_a_fault(&dir, "graph/Gr.fst", &gr());
        every_cut_is_a_fault(&dir, "am/final.mdl", &final_mdl());
        every_cut_is_a_fault(&dir, "ivector/final.mat", &binary_matrix(2, 3));
    }

    #[test]
    fn hclr_one_byte_short_is_truncated_exactly() {
        let dir = model();
        let data = hclr(false);
        write(dir.path(), "graph/HCLr.fst", &data[..data.len() - 1]);
        match check(&dir) {
            Err(ModelFault::Truncated {
                expected, actual, ..
            }) => {
                assert_eq!(expected, data.len() as u64);
                assert_eq!(actual, data.len() as u64 - 1);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn trailing_bytes_are_accepted() {
        let dir = model();
        for (file, mut data) in [
            ("graph/HCLr.fst", hclr(false)),
            ("graph/Gr.fst", gr()),
            ("am/final.mdl", final_mdl()),
        ] {
            data.push(0);
            write(dir.path(), file, &data);
        }
        check(&dir).unwrap();
    }

    #[test]
    fn fst_headers() {
        let dir = model();
        let path = "graph/HCLr.fst";
        write(dir.path(), path, b"not an fst at all, just some text");
        assert_eq!(why(check(&dir)), "no OpenFst header");
        let mut data = hclr(false);
        data[4] = 200; // type name length
        write(dir.path(), path, &data);
        assert_eq!(why(check(&dir)), "damaged OpenFst header");
        let mut other = Vec::new();
        header(&mut other, b"arc_lookahead", 1, 0, -1, 0, 0, &[]);
        write(dir.path(), path, &other);
        assert!(why(check(&dir)).contains("arc_lookahead"));
        let mut log = Vec::new();
        i32s(&mut log, FST_MAGIC);
        string(&mut log, b"const");
        string(&mut log, b"log");
        log.extend_from_slice(&[0; 40]);
        write(dir.path(), path, &log);
        assert!(why(check(&dir)).contains("arc type log"));
        let mut wrong_magic = hclr(false);
        let at = 77; // inside the add-on magic (bytes 76..80)
        wrong_magic[at] ^= 0xff;
        write(dir.path(), path, &wrong_magic);
        assert!(why(check(&dir)).contains("add-on"));
    }

    /// Huge counts in headers end at once, without big allocations or long loops.
    #[test]
    fn huge_counts() {
        let dir = model();
        let path = "graph/Gr.fst";
        let mut sym = Vec::new();
        header(&mut sym, b"ngram", 4, 2, 0, 1, 0, &[]);
        i32s(&mut sym, SYMBOL_TABLE_MAGIC);
        string(&mut sym, b"w");
        i64s(&mut sym, 0);
        i64s(&mut sym, i64::MAX);
        write(dir.path(), path, &sym);
        assert!(matches!(check(&dir), Err(ModelFault::Truncated { .. })));
        let mut ngram = Vec::new();
        header(&mut ngram, b"ngram", 4, 0, 0, 1, 0, &[]);
        ngram.extend_from_slice(&[0xff; 24]);
        write(dir.path(), path, &ngram);
        assert!(matches!(check(&dir), Err(ModelFault::Truncated { .. })));
        let mut konst = Vec::new();
        header(&mut konst, b"const", 2, 0, 0, i64::MAX, i64::MAX, &[]);
        write(dir.path(), path, &konst);
        assert!(matches!(check(&dir), Err(ModelFault::Truncated { .. })));
        let mut negative = Vec::new();
        header(&mut negative, b"const", 2, 0, 0, -5, 0, &[]);
        write(dir.path(), path, &negative);
        assert!(why(check(&dir)).contains("negative"));
        let mut vector = Vec::new();
        header(&mut vector, b"vector", 2, 0, 0, i64::MAX, 0, &[]);
        write(dir.path(), path, &vector);
        assert!(matches!(check(&dir), Err(ModelFault::Truncated { .. })));
        // The interval-set count of the look-ahead add-on.
        let mut data = hclr(false);
        let sets_at = data.len() - (3 * 12 + 3 * 8) - 8;
        data[sets_at..sets_at + 8].copy_from_slice(&i64::MAX.to_le_bytes());
        write(dir.path(), "graph/HCLr.fst", &data);
        assert!(matches!(check(&dir), Err(ModelFault::Truncated { .. })));
        data[sets_at..sets_at + 8].copy_from_slice(&(-1i64).to_le_bytes());
        write(dir.path(), "graph/HCLr.fst", &data);
        assert!(why(check(&dir)).contains("negative"));
    }

    /// Every byte of every binary file flipped: whatever the verdict, no panic.
    #[test]
    fn flipped_bytes_never_panic() {
        let dir = model();
        for (file, data) in [
            ("graph/HCLr.fst", hclr(true)),
            ("graph/Gr.fst", gr()),
            ("am/final.mdl", final_mdl()),
            ("ivector/final.mat", binary_matrix(2, 3)),
        ] {
            for at in 0..data.len() {
                for mask in [0xffu8, 0x80, 0x01] {
                    let mut bad = data.clone();
                    bad[at] ^= mask;
                    write(dir.path(), file, &bad);
                    let _ = check(&dir);
                }
            }
            write(dir.path(), file, &data);
        }
        check(&dir).unwrap();
    }

    #[test]
    fn final_mdl_damage() {
        let dir = model();
        let path = "am/final.mdl";
        write(dir.path(), path, b"\0B<Nnet3> an nnet, not a model");
        assert!(why(check(&dir)).contains("not a binary Kaldi"));
        let mut data = final_mdl();
        data.truncate(data.len() - 3 * 4 - 8 - 9); // no "<Priors> " at all
        write(dir.path(), path, &data);
        assert!(why(check(&dir)).contains("no priors"));
        // Empty priors, doubles, and a huge count.
        let mut empty = final_mdl();
        empty.truncate(empty.len() - 3 * 4 - 4);
        i32s(&mut empty, 0);
        write(dir.path(), path, &empty);
        check(&dir).unwrap();
        let mut huge = empty.clone();
        let n = huge.len() - 4;
        huge[n..].copy_from_slice(&i32::MAX.to_le_bytes());
        write(dir.path(), path, &huge);
        assert!(matches!(check(&dir), Err(ModelFault::Truncated { .. })));
    }

    #[test]
    fn model_conf() {
        let dir = model();
        let path = "conf/model.conf";
        for (conf, ok) in [
            ("--endpoint.silence_phones=1:2:3\n", true),
            ("--endpoint.silence-phones = 1:2 # the silence\n", false),
            ("--endpoint.silence-phones=1:2 # the silence\n", true),
            (
                "--endpoint.silence-phones=1:2\n--endpoint.silence-phones=\n",
                false,
            ),
            ("", false),
            ("--beam=10\n", false),
            ("--endpoint.silence-phones=1::2\n", false),
            ("--endpoint.silence-phones=1:a\n", false),
            ("endpoint.silence-phones=1:2\n", false),
            ("--=3\n--endpoint.silence-phones=1\n", false),
        ] {
            write(dir.path(), path, conf);
            assert_eq!(check(&dir).is_ok(), ok, "{conf:?}");
        }
        write(dir.path(), path, "--beam=10\n");
        assert_eq!(
            why(check(&dir)),
            "the endpoint's silence phones are not set"
        );
        write(dir.path(), path, "x".repeat(70_000));
        assert!(why(check(&dir)).contains("too long"));
    }

    #[test]
    fn feature_conf() {
        let dir = model();
        write(dir.path(), "conf/mfcc.conf", "# just a comment\n");
        assert!(why(check(&dir)).contains("no options"));
        write(dir.path(), "conf/mfcc.conf", "use-energy=false\n");
        assert!(why(check(&dir)).contains("line 1"));
    }

    #[test]
    fn word_boundary() {
        let dir = model();
        let path = "graph/phones/word_boundary.int";
        // Cut at a line boundary: phone 5 is no longer named (libvosk aborts later).
        let cut = &WORD_BOUNDARY[..WORD_BOUNDARY.len() - "5 singleton\n".len()];
        write(dir.path(), path, cut);
        assert!(why(check(&dir)).contains("phone 5"));
        // Cut inside a line.
        write(dir.path(), path, &WORD_BOUNDARY[..WORD_BOUNDARY.len() - 5]);
        assert!(why(check(&dir)).contains("line 5"));
        // The last line without its newline is still whole.
        write(dir.path(), path, WORD_BOUNDARY.trim_end());
        check(&dir).unwrap();
        for bad in [
            "",
            "0 nonword\n",
            "\n",
            "1 nonword\n\n",
            "1 nonword extra\n",
            "x begin\n",
        ] {
            write(dir.path(), path, format!("{WORD_BOUNDARY}{bad}"));
            if bad.is_empty() {
                check(&dir).unwrap();
                write(dir.path(), path, "");
            }
            why(check(&dir));
        }
        // Extra phones, CR line ends and tabs are fine.
        write(
            dir.path(),
            path,
            format!("{}99\tnonword\r\n", WORD_BOUNDARY.replace('\n', "\r\n")),
        );
        check(&dir).unwrap();
    }

    #[test]
    fn disambig() {
        let dir = model();
        let path = "graph/disambig_tid.int";
        for (text, ok) in [
            ("1\n2\n", true),
            ("1 2 -3\n", true),
            ("1\n2", false),
            ("", false),
            ("\n", false),
            ("1\nx\n", false),
            ("99999999999\n", false),
        ] {
            write(dir.path(), path, text);
            assert_eq!(check(&dir).is_ok(), ok, "{text:?}");
        }
    }

    #[test]
    fn ivector_files() {
        let dir = model();
        let ie = b"\0B<IvectorExtractor> <w> ... </IvectorExtractor> ";
        write(dir.path(), "ivector/final.ie", &ie[..ie.len() / 2]);
        let fault = check(&dir).unwrap_err();
        assert_eq!(rel(&fault, &dir), "ivector/final.ie");
        assert!(why(Err(fault)).contains("</IvectorExtractor>"));
        write(dir.path(), "ivector/final.ie", ie);
        write(
            dir.path(),
            "ivector/global_cmvn.stats",
            " [\n  1 2 3\n  4 5",
        );
        assert!(why(check(&dir)).contains("]"));
        write(dir.path(), "ivector/global_cmvn.stats", binary_matrix(2, 3));
        check(&dir).unwrap();
        let mut double = binary_matrix(1, 1);
        double[2] = b'D';
        write(dir.path(), "ivector/final.mat", &double);
        assert!(matches!(check(&dir), Err(ModelFault::Truncated { .. })));
        double.extend_from_slice(&[0; 4]);
        write(dir.path(), "ivector/final.mat", &double);
        check(&dir).unwrap();
    }

    #[test]
    fn rescore_and_rnnlm() {
        let dir = model();
        let d = dir.path();
        write(
            d,
            "rescore/G.carpa",
            b"\0B<ConstArpaLm> <LmInfo> ... </ConstArpaLm> ",
        );
        assert_eq!(rel(&check(&dir).unwrap_err(), &dir), "rescore/G.fst");
        write(d, "rescore/G.fst", vector_fst(0, 2));
        check(&dir).unwrap();
        every_cut_is_a_fault(&dir, "rescore/G.fst", &vector_fst(0, 2));
        let mut konst = Vec::new();
        const_fst(&mut konst, false);
        write(d, "rescore/G.fst", &konst);
        assert!(why(check(&dir)).contains("const"));
        write(d, "rescore/G.fst", vector_fst(0, 2));
        write(d, "rescore/G.carpa", b"\0B<ConstArpaLm> <LmInfo> ... </Con");
        assert!(why(check(&dir)).contains("</ConstArpaLm>"));
        write(d, "rescore/G.carpa", b"\0B\x04\x10\0\0\0 old format");
        check(&dir).unwrap();

        write(d, "rnnlm/final.raw", b"\0B<Nnet3> ... </Nnet3> ");
        assert_eq!(
            rel(&check(&dir).unwrap_err(), &dir),
            "rnnlm/feat_embedding.final.mat"
        );
        write(d, "rnnlm/feat_embedding.final.mat", binary_matrix(1, 2));
        write(d, "rnnlm/word_feats.txt", "0 1 1.0\n");
        write(d, "rnnlm/special_symbol_opts.conf", "--bos-symbol=1\n");
        check(&dir).unwrap();
        write(d, "rnnlm/final.raw", b"\0B<Nnet3> ... </Nn");
        assert!(why(check(&dir)).contains("</Nnet3>"));
    }

    // --- Messages ------------------------------------------------------------------------------

    #[test]
    fn messages_name_the_file_and_the_remedy() {
        let file = PathBuf::from("/m/graph/HCLr.fst");
        let faults = [
            ModelFault::NotAModel {
                dir: PathBuf::from("/m"),
            },
            ModelFault::Missing { file: file.clone() },
            ModelFault::Truncated {
                file: file.clone(),
                expected: 10,
                actual: 5,
            },
            ModelFault::Damaged {
                file: file.clone(),
                why: "no OpenFst header".into(),
            },
            ModelFault::Unreadable {
                file: file.clone(),
                source: io::Error::new(io::ErrorKind::PermissionDenied, "Permission denied"),
            },
            ModelFault::Unreadable {
                file: file.clone(),
                source: io::Error::other("Input/output error"),
            },
        ];
        for fault in &faults {
            let de = fault.message(Language::GERMAN);
            let en = fault.message(Language::ENGLISH);
            for text in [&de, &en] {
                assert!(text.contains("make setup"), "{text}");
                assert!(text.contains(&fault.file().display().to_string()), "{text}");
                assert!(text.ends_with('.'), "{text}");
            }
            for english in ["denied", "error", "OpenFst", "cut off"] {
                assert!(!de.contains(english), "{de}");
            }
            assert!(!fault.to_string().is_empty());
        }
        assert!(faults[4].message(Language::GERMAN).contains("Leserechte"));
        assert!(
            faults[4]
                .message(Language::ENGLISH)
                .contains("because it may not be read")
        );
        // The reason for the logs stays in the error, not in the sentence read aloud.
        assert!(faults[3].to_string().contains("no OpenFst header"));
        assert!(!faults[3].message(Language::ENGLISH).contains("OpenFst"));
        assert_eq!(faults[0].file(), Path::new("/m"));
    }
}
