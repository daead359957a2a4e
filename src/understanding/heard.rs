//! Words → a legal move, with the forgiveness a voice channel needs.
//!
//! Every legal move is described by a few phrasings: the fullest one ("Springer von Gustav
//! eins nach Felix drei, Schach"), whose optional words cost little to leave out, and the
//! partial forms people use ("Eva schlägt", "Läufer schlägt", "Rochade"). What was heard is
//! matched against every phrasing with a weighted edit distance: a word misheard for one
//! that sounds alike (from the lexicon's phonetic table) costs less than a wrong word, and a
//! dropped or an extra word costs something. The cheapest move wins when it is clearly
//! cheaper than the next; otherwise ansage asks, and never guesses between close
//! candidates.
//!
//! A move without a piece name is a pawn move (Appendix E, E3), so "Eva vier" is e2-e4 even
//! where a knight could also reach e4.

use shakmaty::{CastlingSide, Chess, Move, Position, Role, Square};

use crate::language::Language;
use crate::notation::explain::IllegalReason;
use crate::notation::facts::MoveFacts;
use crate::notation::input::{Resolution, resolve_notation};
use crate::notation::line::Line;
use crate::notation::piece_letter;
use crate::phrase::{Join, Phrase, Value, role_key};
use crate::words::announce::concept_word;
use crate::words::lexicon::{CONCEPT_COUNT, Concept, Lexicon, WordReading};
use crate::words::phrases::shown;

/// Cost of leaving out a piece name (other than "Bauer").
const PIECE_DROP: f32 = 0.45;
/// Cost of leaving out "Bauer" where announcements name it: less than another piece, but
/// within the margin, so "Felix drei" is asked back when a pawn and a piece can both go
/// there ("destination only resolves when unique").
const PAWN_DROP: f32 = 0.2;
/// Cost of leaving out a word that only adds detail ("von", "nach", "Schach", the origin).
const DETAIL_DROP: f32 = 0.05;
/// Cost of leaving out "schlägt".
const TAKES_DROP: f32 = 0.1;
/// Cost of leaving out the target square.
const CORE_DROP: f32 = 1.0;
/// Cost of leaving out the promotion piece: a promotion must name it (F2.1), so all four
/// then fit equally and ansage asks which.
const PROMOTION_DROP: f32 = 0.5;
/// Cost of an extra word that is a file, rank or piece.
const EXTRA_CORE: f32 = 0.8;
/// Cost of an extra "schlägt" where nothing is taken.
const EXTRA_TAKES: f32 = 0.3;
/// Cost of an extra "Schach" or "matt" that the move does not give.
const EXTRA_CHECK: f32 = 0.2;
/// Cost of any other extra structural word ("von", "nach").
const EXTRA_DETAIL: f32 = 0.15;
/// Cost of an extra word that means nothing here.
const EXTRA_UNKNOWN: f32 = 0.5;
/// Cost of hearing one word where another, unlike it, was meant.
const WRONG_WORD: f32 = 1.3;

/// The best move must be cheaper than the next by at least this much to be taken without
/// asking. It is below every sound-alike cost ([`crate::words::lexicon::MIN_CONFUSION_COST`]),
/// so a phrase said as ansage says it never needs a question.
pub const MARGIN: f32 = 0.3;
/// Moves dearer than this do not fit what was heard at all.
pub const MAX_COST: f32 = 1.2;
/// More words than this are not a move.
const MAX_WORDS: usize = 24;

/// One word of a phrasing: what it means and what leaving it out costs.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Slot {
    concept: Concept,
    index: u8,
    drop_cost: f32,
}

fn slot(concept: Concept, drop_cost: f32) -> Slot {
    Slot {
        concept,
        index: concept.index() as u8,
        drop_cost,
    }
}

/// How the player names moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct MatchOptions {
    /// Pawn moves are said without "Bauer" ("Eva vier"), as Appendix E3 writes them: a
    /// phrase without a piece name is then a pawn move wherever a pawn can make it.
    pub pawn_name_optional: bool,
    /// The words moves are announced in, and so heard in: the lexicon of that language's
    /// folder (`src/words/<code>/lexicon.tsv`); German's and English's each know the other's
    /// piece names and numbers.
    pub words: Language,
}

/// The phrasings of a legal move.
fn phrasings(pos: &Chess, m: Move, options: MatchOptions) -> Vec<Vec<Slot>> {
    let mut after = pos.clone();
    after.play_unchecked(m);
    let status = if after.is_checkmate() {
        Some(Concept::Checkmate)
    } else if after.is_check() {
        Some(Concept::Check)
    } else if after.is_stalemate() {
        Some(Concept::Stalemate)
    } else {
        None
    };
    let mut phrases = Vec::with_capacity(3);
    if let Move::Castle { king, rook } = m {
        let side = CastlingSide::from_king_side(king < rook);
        let mut castle = vec![
            slot(
                if side.is_king_side() {
                    Concept::Short
                } else {
                    Concept::Long
                },
                0.4,
            ),
            slot(Concept::Castling, CORE_DROP),
        ];
        castle.extend(status.map(|s| slot(s, DETAIL_DROP)));
        phrases.push(castle);
        // The side after the word: "castles kingside", "Rochade kurz".
        let mut named_after = vec![
            slot(Concept::Castling, CORE_DROP),
            slot(
                if side.is_king_side() {
                    Concept::Short
                } else {
                    Concept::Long
                },
                0.4,
            ),
        ];
        named_after.extend(status.map(|s| slot(s, DETAIL_DROP)));
        phrases.push(named_after);
        let king_to = Square::from_coords(side.king_to_file(), king.rank());
        let mut king_move = vec![
            slot(Concept::Piece(Role::King), PIECE_DROP),
            slot(Concept::From, DETAIL_DROP),
            slot(Concept::File(king.file()), DETAIL_DROP),
            slot(Concept::Rank(king.rank()), DETAIL_DROP),
            slot(Concept::To, DETAIL_DROP),
            slot(Concept::File(king_to.file()), CORE_DROP),
            slot(Concept::Rank(king_to.rank()), CORE_DROP),
        ];
        king_move.extend(status.map(|s| slot(s, DETAIL_DROP)));
        phrases.push(king_move);
        return phrases;
    }
    let Some(from) = m.from() else {
        return phrases;
    };
    let role = m.role();
    let to = m.to();
    let piece_drop = match (role, options.pawn_name_optional) {
        (Role::Pawn, true) => 0.0,
        (Role::Pawn, false) => PAWN_DROP,
        _ => PIECE_DROP,
    };

    // The fullest phrasing; every detail may be left out.
    let mut full = vec![
        slot(Concept::Piece(role), piece_drop),
        slot(Concept::From, DETAIL_DROP),
        slot(Concept::File(from.file()), DETAIL_DROP),
        slot(Concept::Rank(from.rank()), DETAIL_DROP),
    ];
    if let Some(victim) = m.capture() {
        full.push(slot(Concept::Takes, TAKES_DROP));
        full.push(slot(Concept::Piece(victim), DETAIL_DROP));
        full.push(slot(Concept::On, DETAIL_DROP));
    } else {
        full.push(slot(Concept::To, DETAIL_DROP));
    }
    full.push(slot(Concept::File(to.file()), CORE_DROP));
    full.push(slot(Concept::Rank(to.rank()), CORE_DROP));
    if m.is_en_passant() {
        full.push(slot(Concept::EnPassant, DETAIL_DROP));
    }
    if let Some(promotion) = m.promotion() {
        full.push(slot(Concept::Promotion, DETAIL_DROP));
        full.push(slot(Concept::Piece(promotion), PROMOTION_DROP));
    }
    full.extend(status.map(|s| slot(s, DETAIL_DROP)));
    if role == Role::Pawn && m.capture().is_none() {
        // A pawn push stays on its file, so its origin is said whole ("von Eva zwei") or
        // not at all: a file said twice ("h h sechs") is a garbled word, never the origin.
        // Leaving the origin out costs what leaving out its three words costs.
        let without_origin: Vec<Slot> = full
            .iter()
            .enumerate()
            .filter(|(i, _)| !(2..=3).contains(i))
            .map(|(i, s)| {
                if i == 1 {
                    slot(Concept::From, 3.0 * DETAIL_DROP)
                } else {
                    *s
                }
            })
            .collect();
        full[3].drop_cost = CORE_DROP;
        phrases.push(without_origin);
    }
    phrases.push(full);

    // Captures named by who takes: "Eva schlägt", "Eva schlägt David", "Läufer schlägt".
    if let Some(victim) = m.capture() {
        let mut partial = vec![slot(
            Concept::Piece(role),
            if role == Role::Pawn {
                piece_drop
            } else {
                CORE_DROP
            },
        )];
        if role == Role::Pawn {
            partial.push(slot(Concept::File(from.file()), CORE_DROP));
        }
        partial.push(slot(Concept::Takes, CORE_DROP));
        partial.push(slot(Concept::Piece(victim), DETAIL_DROP));
        partial.push(slot(Concept::On, DETAIL_DROP));
        partial.push(slot(Concept::File(to.file()), 0.0));
        partial.push(slot(Concept::Rank(to.rank()), 0.0));
        if m.is_en_passant() {
            partial.push(slot(Concept::EnPassant, DETAIL_DROP));
        }
        if let Some(promotion) = m.promotion() {
            partial.push(slot(Concept::Promotion, DETAIL_DROP));
            partial.push(slot(Concept::Piece(promotion), PROMOTION_DROP));
        }
        partial.extend(status.map(|s| slot(s, DETAIL_DROP)));
        phrases.push(partial);
    }
    phrases
}

/// A word as heard and how it may be read.
#[derive(Clone, Debug, PartialEq)]
struct Heard {
    reading: WordReading,
    /// The cost of reading the word as each concept, by [`Concept::index`].
    costs: [f32; CONCEPT_COUNT],
    /// The same, but a vocabulary word can only be read as itself: used to tell whether
    /// the best move needs a clearly said word to be taken for another.
    strict: [f32; CONCEPT_COUNT],
    /// The cost of the word being extra, standing for nothing in the move.
    extra: f32,
    /// The same for the strict reading: a word that names a square, a piece, a capture or
    /// an answer, or that is not understood, may not simply be left unexplained.
    strict_extra: f32,
}

impl Heard {
    fn new(reading: WordReading) -> Self {
        let mut costs = [WRONG_WORD; CONCEPT_COUNT];
        for (concept, cost) in &reading.options {
            costs[concept.index()] = *cost;
        }
        let strict = match reading.exact {
            Some(own) => {
                let mut strict = [f32::INFINITY; CONCEPT_COUNT];
                strict[own.index()] = 0.0;
                strict
            }
            None => costs,
        };
        let extra = match reading.exact {
            Some(c) if c.is_core() => EXTRA_CORE,
            Some(Concept::Takes) => EXTRA_TAKES,
            Some(Concept::Check | Concept::Checkmate | Concept::Stalemate) => EXTRA_CHECK,
            Some(_) => EXTRA_DETAIL,
            None => EXTRA_UNKNOWN,
        };
        let significant = match reading.exact {
            Some(c) => {
                c.is_core()
                    || matches!(
                        c,
                        Concept::Takes | Concept::Ordinal(_) | Concept::Yes | Concept::No
                    )
            }
            None => true,
        };
        let strict_extra = if significant { f32::INFINITY } else { extra };
        Heard {
            reading,
            costs,
            strict,
            extra,
            strict_extra,
        }
    }
}

/// Reads text into heard words (see [`hear_line`]).
fn hear(text: &str, lexicon: &Lexicon) -> Vec<Heard> {
    hear_line(&Line::read(text), lexicon)
}

/// The heard words of a line read once ([`Line::read`]: lower case, punctuation dropped,
/// every folder's fillers left out): the lexicon's own fillers (words a recogniser hears
/// that name no part of a move: "zug", "the") left out too, glued squares ("f3", "g1f3")
/// split, a repeated structural word ("Umwandlung in") kept once.
fn hear_line(line: &Line, lexicon: &Lexicon) -> Vec<Heard> {
    // "king side castling", "castle queen side": the two words are the wing.
    let mut words: Vec<&str> = Vec::new();
    for word in line.words() {
        match (words.last(), word.lower.as_str()) {
            (Some(&"king"), "side") => *words.last_mut().unwrap_or(&mut "") = "kingside",
            (Some(&"queen"), "side") => *words.last_mut().unwrap_or(&mut "") = "queenside",
            (_, lower) => words.push(lower),
        }
    }
    let mut heard: Vec<Heard> = Vec::new();
    for word in words {
        if lexicon.is_filler(word) {
            continue;
        }
        let pieces: Vec<String> = if lexicon.concept(word).is_none() && is_glued_squares(word) {
            word.chars().map(|c| c.to_string()).collect()
        } else if let Some((first, second)) = glued_words(word, lexicon) {
            vec![first.to_owned(), second.to_owned()]
        } else {
            vec![word.to_owned()]
        };
        for piece in pieces {
            let reading = lexicon.read_word(&piece);
            if let (Some(last), Some(exact)) = (heard.last(), reading.exact) {
                if !exact.is_core() && last.reading.exact == Some(exact) {
                    continue;
                }
                // "promotes to Queen": the "to" belongs to the promotion.
                if exact == Concept::To && last.reading.exact == Some(Concept::Promotion) {
                    continue;
                }
            }
            heard.push(Heard::new(reading));
        }
    }
    heard
}

/// Two vocabulary words written as one ("läuferschlägt", "felixdrei"), as a recogniser
/// may write them: the two words, each of at least two letters.
fn glued_words<'a>(word: &'a str, lexicon: &Lexicon) -> Option<(&'a str, &'a str)> {
    if lexicon.concept(word).is_some() || lexicon.is_filler(word) {
        return None;
    }
    word.char_indices()
        .skip(2)
        .map(|(i, _)| word.split_at(i))
        .find(|(first, second)| {
            second.chars().count() >= 2
                && lexicon.concept(first).is_some()
                && lexicon.concept(second).is_some()
        })
}

/// `f3`, `g1f3`, `e7e8`: letters a–h and digits 1–8 in turns.
fn is_glued_squares(word: &str) -> bool {
    let bytes = word.as_bytes();
    bytes.len() >= 2
        && bytes.len().is_multiple_of(2)
        && bytes
            .chunks(2)
            .all(|pair| matches!(pair[0], b'a'..=b'h') && matches!(pair[1], b'1'..=b'8'))
}

/// Phrasings never have more words than this.
const MAX_SLOTS: usize = 24;

/// The weighted edit distance between what was heard and one phrasing.
fn phrase_cost(heard: &[Heard], phrase: &[Slot]) -> f32 {
    edit_cost(heard, phrase, false)
}

/// The edit distance; `strict` forbids reading a vocabulary word as another concept and
/// leaving a meaningful word unexplained.
fn edit_cost(heard: &[Heard], phrase: &[Slot], strict: bool) -> f32 {
    let (row, m) = last_row(heard, phrase, strict);
    row[m]
}

/// The cheapest way to read all of `heard` as the beginning of `phrase`: the words said so
/// far, with the rest of the phrase still to come. (A phrase's remaining slots cost nothing.)
fn prefix_cost(heard: &[Heard], phrase: &[Slot]) -> f32 {
    let (row, m) = last_row(heard, phrase, false);
    row[..=m].iter().copied().fold(f32::INFINITY, f32::min)
}

/// The edit distance table's last row: the cost of reading all of `heard` as the first `j`
/// slots of `phrase`, for every `j`; and how many slots the phrase has (at most
/// [`MAX_SLOTS`]).
fn last_row(heard: &[Heard], phrase: &[Slot], strict: bool) -> ([f32; MAX_SLOTS + 1], usize) {
    let m = phrase.len().min(MAX_SLOTS);
    let phrase = &phrase[..m];
    let mut previous = [0.0f32; MAX_SLOTS + 1];
    let mut current = [0.0f32; MAX_SLOTS + 1];
    for (j, s) in phrase.iter().enumerate() {
        previous[j + 1] = previous[j] + s.drop_cost;
    }
    for h in heard {
        let (table, extra) = if strict {
            (&h.strict, h.strict_extra)
        } else {
            (&h.costs, h.extra)
        };
        current[0] = previous[0] + extra;
        for (j, s) in phrase.iter().enumerate() {
            current[j + 1] = (previous[j] + table[usize::from(s.index)])
                .min(previous[j + 1] + extra)
                .min(current[j] + s.drop_cost);
        }
        std::mem::swap(&mut previous, &mut current);
    }
    (previous, m)
}

/// A move may be committed before the speaker has finished only when the words said are a
/// whole phrase for it this close: no square, piece or castling word is missing (leaving
/// one out costs [`CORE_DROP`]); details ("von", "nach", the origin, "Schach") may be.
pub const EARLY_COMMIT_MAX_COST: f32 = CORE_DROP - MARGIN;

/// A legal move with what it cost to hear it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scored {
    /// The move.
    pub played: Move,
    /// How far what was heard is from the move's nearest phrasing.
    pub cost: f32,
}

/// What the words mean in the position.
#[derive(Clone, Debug, PartialEq)]
pub enum Understanding {
    /// One move fits clearly best.
    Move {
        /// The move.
        played: Move,
        /// Its cost (small when said as ansage would say it; details left out cost a little).
        cost: f32,
        /// How much cheaper it is than the next move (infinite when it is the only one).
        margin: f32,
    },
    /// Several moves fit about equally: ask.
    Question(Question),
    /// Nothing fits.
    NoMatch {
        /// What was heard, in words.
        heard: String,
        /// Why it does not work, with what to say instead (a text of `input.ftl`).
        phrase: Phrase,
    },
}

/// A question between candidate moves, best first.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    /// The question in words.
    pub text: String,
    /// The question as data, worded by each reader in their own language.
    pub phrase: Phrase,
    /// The candidates, cheapest first.
    pub candidates: Vec<Move>,
}

/// The legal moves of a position with their phrasings, ready to match many phrases.
pub struct MoveMatcher {
    pos: Chess,
    moves: Vec<(Move, Vec<Vec<Slot>>)>,
    lexicon: &'static Lexicon,
}

impl MoveMatcher {
    /// Prepares the phrasings of every legal move of `pos`.
    pub fn new(pos: &Chess) -> Self {
        Self::with_options(pos, MatchOptions::default())
    }

    /// Prepares the phrasings of every legal move of `pos` for a player who names moves as
    /// `options` says.
    pub fn with_options(pos: &Chess, options: MatchOptions) -> Self {
        Self::with_lexicon(pos, options, Lexicon::for_words(options.words))
    }

    /// Prepares the phrasings of every legal move of `pos`, hearing words through
    /// `lexicon` (another language's words for the same concepts).
    pub fn with_lexicon(pos: &Chess, options: MatchOptions, lexicon: &'static Lexicon) -> Self {
        MoveMatcher {
            lexicon,
            pos: pos.clone(),
            moves: pos
                .legal_moves()
                .into_iter()
                .map(|m| (m, phrasings(pos, m, options)))
                .collect(),
        }
    }

    /// Scores every legal move against the words; cheapest first.
    pub fn score(&self, text: &str) -> Vec<Scored> {
        self.score_heard(&hear(text, self.lexicon))
    }

    fn score_heard(&self, heard: &[Heard]) -> Vec<Scored> {
        let mut scored: Vec<Scored> = self
            .moves
            .iter()
            .map(|(m, phrases)| Scored {
                played: *m,
                cost: phrases
                    .iter()
                    .map(|p| phrase_cost(heard, p))
                    .fold(f32::INFINITY, f32::min),
            })
            .collect();
        // Equal costs keep a fixed order (origin, target, promotion), so questions list
        // candidates predictably.
        scored.sort_by(|a, b| {
            a.cost
                .total_cmp(&b.cost)
                .then_with(|| order_key(a.played).cmp(&order_key(b.played)))
        });
        scored
    }

    /// The move to commit at once when the words so far (a recogniser's partial result)
    /// already name it: they are a whole phrase for exactly one legal move, clearly
    /// (see [`MoveMatcher::understand`]), and no other legal move's phrase begins with
    /// them. "Turm David eins" is not committed while "Turm von David eins nach David vier"
    /// may still follow, nor "Bauer Eva acht" before the promotion piece; a trailing
    /// "Schach" changes nothing, so it is not waited for.
    pub fn commits_early(&self, text: &str) -> Option<Move> {
        let line = Line::read(text);
        // Only whether a move is understood counts here, not the words of a refusal.
        let Understanding::Move { played, cost, .. } =
            self.understand_line(&line, Language::default())
        else {
            return None;
        };
        if cost > EARLY_COMMIT_MAX_COST {
            return None;
        }
        let heard = hear_line(&line, self.lexicon);
        let threshold = cost + MARGIN;
        let extended_by_another = self.moves.iter().any(|(m, phrases)| {
            *m != played && phrases.iter().any(|p| prefix_cost(&heard, p) < threshold)
        });
        (!extended_by_another).then_some(played)
    }

    /// Understands words (typed, or from a speech recogniser) as a legal move.
    /// `language` is the language of the question or message.
    pub fn understand(&self, text: &str, language: Language) -> Understanding {
        self.understand_line(&Line::read(text), language)
    }

    /// Understands a line already read into words ([`Line::read`]) as a legal move.
    /// `language` is the language of the question.
    pub fn understand_line(&self, line: &Line, language: Language) -> Understanding {
        let pos = &self.pos;
        let heard = hear_line(line, self.lexicon);
        let heard_text = heard_words(&heard, language);
        if heard.is_empty() {
            return Understanding::NoMatch {
                heard: heard_text,
                phrase: Phrase::new("input-heard-nothing"),
            };
        }
        if heard.len() > MAX_WORDS {
            return Understanding::NoMatch {
                heard: heard_text,
                phrase: Phrase::new("input-heard-too-many")
                    .with("count", Value::Number(heard.len() as i64)),
            };
        }
        if self.moves.is_empty() {
            return Understanding::NoMatch {
                heard: heard_text,
                phrase: IllegalReason::GameOver(pos.outcome()).phrase(pos),
            };
        }
        let scored = self.score_heard(&heard);
        let best = scored[0];
        let strict_best = self.moves.iter().find(|(m, _)| *m == best.played).map_or(
            f32::INFINITY,
            |(_, phrases)| {
                phrases
                    .iter()
                    .map(|p| edit_cost(&heard, p, true))
                    .fold(f32::INFINITY, f32::min)
            },
        );
        // The best move needs a clearly said word taken for another ("Läufer" for "Bauer"),
        // or a word that means something left unexplained ("dritte Felix drei"): that is
        // never decided without asking.
        // A piece move heard without a piece, with half an origin ("one Hector three",
        // "Gustav Felix drei"): without a piece name a move is a pawn's (E3), so the words
        // name no such move as said; a piece name misheard as a number is asked back.
        let squares_said = heard
            .iter()
            .filter(|h| matches!(h.reading.exact, Some(Concept::File(_) | Concept::Rank(_))))
            .count();
        let piece_heard = heard.iter().any(|h| match h.reading.exact {
            Some(c) => matches!(c, Concept::Piece(_)),
            None => h
                .reading
                .options
                .first()
                .is_some_and(|o| matches!(o.0, Concept::Piece(_))),
        });
        let unnamed_piece = best.played.role() != Role::Pawn
            && !best.played.is_castle()
            && !piece_heard
            && squares_said == 3;
        let reinterpreted = strict_best > best.cost + 1e-4 || unnamed_piece;
        if let Some(asked) = self.weak_words_decide(&heard, &scored, language) {
            return Understanding::Question(asked);
        }
        decide(pos, &heard, &heard_text, &scored, reinterpreted, language)
    }

    /// A word that is only like a vocabulary word ("Dahme", "sein", "Mauer": a recogniser's
    /// garbled word, or a typo) may support a move, but never decide between moves: the
    /// moves are ranked again with such words standing for nothing, and when that leaves
    /// several moves about equal, or another move ahead, the question names them ("Welche
    /// Figur nach David eins: Dame … oder Turm …?"). When the clear words alone name no
    /// particular move, the best move is asked back with yes or no. `None`: the clear
    /// words decide, or nothing fits anyway.
    fn weak_words_decide(
        &self,
        heard: &[Heard],
        scored: &[Scored],
        language: Language,
    ) -> Option<Question> {
        let weak = |h: &Heard| {
            h.reading.exact.is_none()
                && !h.reading.options.is_empty()
                && !sounds_clearly_like_one(&h.reading)
        };
        if !heard.iter().any(weak) {
            return None;
        }
        let best = scored.first()?;
        let margin = scored.get(1).map_or(f32::INFINITY, |s| s.cost - best.cost);
        if best.cost > MAX_COST || margin < MARGIN {
            // Nothing fits, or the question is asked anyway.
            return None;
        }
        let clear: Vec<Heard> = heard
            .iter()
            .map(|h| {
                if weak(h) {
                    Heard::new(WordReading {
                        options: Vec::new(),
                        ..h.reading.clone()
                    })
                } else {
                    h.clone()
                }
            })
            .collect();
        let ranked = self.score_heard(&clear);
        let clear_best = ranked.first()?;
        let rivals: Vec<Move> = ranked
            .iter()
            .take_while(|s| s.cost < clear_best.cost + MARGIN)
            .map(|s| s.played)
            .collect();
        if rivals.len() == 1 && rivals[0] == best.played {
            return None;
        }
        /// More moves than this fit the clear words alone: they name no particular move.
        const NAMED_BY_CLEAR_WORDS: usize = 4;
        let candidates: Vec<Move> = if rivals.len() > NAMED_BY_CLEAR_WORDS {
            vec![best.played]
        } else {
            // The rivals, in the order the whole words rank them.
            scored
                .iter()
                .map(|s| s.played)
                .filter(|m| rivals.contains(m) || *m == best.played)
                .collect()
        };
        Some(question(&self.pos, &candidates, language))
    }
}

/// A word outside the vocabulary this close to a vocabulary word sounds like it clearly: at
/// most about one sound or letter in six away ("springa", "night", "dafid", "Lieben" for
/// sieben), where a garbled word is further ("Mauer" for Bauer, "Dahme" for Dame: one in
/// five, 0.28; "sein" for eins: 0.33). Chosen on the Whisper transcripts in
/// `tests/data/voice/whisper-de.tsv`: nothing there is wrong at any such bound, and this
/// one keeps the garbled piece words asked about.
const CLEAR_LIKENESS: f32 = 0.25;
/// … and this much closer to it than to any other concept.
const CLEAR_LIKENESS_LEAD: f32 = 0.1;

/// Whether a word outside the vocabulary clearly sounds like one vocabulary word (and so may
/// decide between moves as that word would).
fn sounds_clearly_like_one(reading: &WordReading) -> bool {
    match reading.options.as_slice() {
        [] => false,
        [(_, cost)] => *cost <= CLEAR_LIKENESS,
        [(_, cost), (_, next), ..] => *cost <= CLEAR_LIKENESS && next - cost >= CLEAR_LIKENESS_LEAD,
    }
}

fn order_key(m: Move) -> (Option<Square>, Square, Option<Role>) {
    (m.from(), m.to(), m.promotion())
}

/// Whether any word of the text is, or sounds much like, a word of the vocabulary.
pub fn recognises_any(text: &str) -> bool {
    recognises_any_of(&Line::read(text))
}

/// Whether any word of a line already read is, or sounds much like, a word of the
/// vocabulary of any language.
pub fn recognises_any_of(line: &Line) -> bool {
    const CLOSE: f32 = 0.4;
    Lexicon::all().any(|(_, lexicon)| {
        hear_line(line, lexicon).iter().any(|h| {
            h.reading.exact.is_some() || h.reading.options.first().is_some_and(|o| o.1 <= CLOSE)
        })
    })
}

/// Understands words (typed, or from a speech recogniser) as a legal move of `pos`.
/// `language` is the language of the question or message.
pub fn understand(pos: &Chess, text: &str, language: Language) -> Understanding {
    MoveMatcher::new(pos).understand(text, language)
}

fn decide(
    pos: &Chess,
    heard: &[Heard],
    heard_text: &str,
    scored: &[Scored],
    reinterpreted: bool,
    language: Language,
) -> Understanding {
    let best = scored[0];
    if best.cost > MAX_COST {
        return no_match(pos, heard, heard_text, language);
    }
    let margin = scored.get(1).map_or(f32::INFINITY, |s| s.cost - best.cost);
    if margin >= MARGIN && !reinterpreted {
        return Understanding::Move {
            played: best.played,
            cost: best.cost,
            margin,
        };
    }
    let candidates: Vec<Move> = scored
        .iter()
        .take_while(|s| s.cost < best.cost + MARGIN)
        .map(|s| s.played)
        .filter(|m| keeps_what_was_said(heard, *m))
        .collect();
    // A suggestion keeps what the player clearly said: the piece named, the castling side.
    // When no near move does, nothing is suggested; the reason is said instead ("kein
    // Bauer kann schlagen", "Weiß darf nicht mehr lang rochieren").
    if candidates.is_empty() {
        return no_match(pos, heard, heard_text, language);
    }
    let mut asked = question(pos, &candidates, language);
    // Every word was clear, a piece or castling was named, but the move they make is not
    // legal: say why before asking.
    let named = heard.iter().any(|h| {
        matches!(
            h.reading.exact,
            Some(Concept::Piece(_) | Concept::Short | Concept::Long | Concept::Castling)
        )
    });
    if (reinterpreted || named && best.cost >= MARGIN)
        && heard.iter().all(|h| h.reading.exact.is_some())
    {
        // A reason, not the plain "that is no move here": said before the question.
        if let Understanding::NoMatch { phrase, .. } = no_match(pos, heard, heard_text, language) {
            if phrase.id == "input-heard-but" {
                asked.text = format!("{} {}", shown(&phrase, language), asked.text);
                asked.phrase = Phrase::joined(Join::Sentences, vec![phrase, asked.phrase]);
            }
        }
    }
    Understanding::Question(asked)
}

/// What the words clearly name of a move: the piece said first, before any square or
/// promotion word (E3: "Springer Felix drei"), the castling side ("lange Rochade"), and
/// whether castling was said at all. Only words heard exactly count.
fn said_clearly(heard: &[Heard]) -> (Option<Role>, Option<CastlingSide>, bool) {
    let mut piece = None;
    let mut before_squares = true;
    let mut side = None;
    let mut castling = false;
    for h in heard {
        match h.reading.exact {
            Some(Concept::Piece(role)) if before_squares && piece.is_none() => piece = Some(role),
            Some(Concept::File(_) | Concept::Rank(_) | Concept::Promotion) => {
                before_squares = false;
            }
            Some(Concept::Short) => side = Some(CastlingSide::KingSide),
            Some(Concept::Long) => side = Some(CastlingSide::QueenSide),
            Some(Concept::Castling) => castling = true,
            _ => {}
        }
    }
    (piece, side, castling)
}

/// Whether a move keeps what the words clearly say: the piece named moves (or is what a
/// pawn becomes: "Dame David acht"), and castling named is castling on the side named. A
/// question never offers the player another piece or the other castling than they said.
fn keeps_what_was_said(heard: &[Heard], m: Move) -> bool {
    let (piece, side, castling) = said_clearly(heard);
    if let Some(side) = side {
        if m.castling_side() != Some(side) {
            return false;
        }
    } else if castling && !m.is_castle() {
        return false;
    }
    match piece {
        Some(role) => m.role() == role || m.promotion() == Some(role),
        None => true,
    }
}

/// What was heard, in words: vocabulary words as ansage writes them, others as heard.
fn heard_words(heard: &[Heard], language: Language) -> String {
    heard
        .iter()
        .map(|h| match h.reading.exact {
            Some(Concept::Ordinal(_)) | None => h.reading.text.clone(),
            Some(c) => concept_word(c, language).to_owned(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Says what was heard and why it does not work here, using the notation's reasons.
fn no_match(pos: &Chess, heard: &[Heard], heard_text: &str, language: Language) -> Understanding {
    let short = shorten(heard_text);
    let said = |id: &'static str| Phrase::new(id).with("heard", Value::Verbatim(short.clone()));
    if !heard.iter().any(|h| h.reading.exact.is_some()) {
        return Understanding::NoMatch {
            heard: heard_text.to_owned(),
            phrase: said("input-heard-no-move-words"),
        };
    }
    let heard_text = short.as_str();
    let reason = match notation_of(heard, language) {
        Some(text) => match resolve_notation(pos, &text, language).resolution {
            Resolution::Illegal(reason) => Some(reason),
            _ => None,
        },
        None => capture_without_square(pos, heard),
    };
    let phrase = match reason {
        Some(reason) => said("input-heard-but").with("reason", reason_clause(&reason, pos)),
        None => said("input-heard-no-move-here"),
    };
    Understanding::NoMatch {
        heard: heard_text.to_owned(),
        phrase,
    }
}

/// The notation's reason why a move is not legal, as the clause after "but" in
/// `input-heard-but` (`understanding.ftl`: the same reason with a small first letter where
/// it does not start with a name): "… aber kein Läufer kann Felix vier erreichen."
fn reason_clause(reason: &IllegalReason, pos: &Chess) -> Phrase {
    let reason = reason.phrase(pos);
    let id = match reason.id {
        "notation-game-over" => "input-heard-reason-game-over",
        "notation-no-such-piece" => "input-heard-reason-no-such-piece",
        "notation-empty-origin" => "input-heard-reason-empty-origin",
        "notation-opponents-piece" => "input-heard-reason-opponents-piece",
        "notation-other-piece" => "input-heard-reason-other-piece",
        "notation-cannot-reach" => "input-heard-reason-cannot-reach",
        "notation-no-capture" => "input-heard-reason-no-capture",
        "notation-own-piece-on-target" => "input-heard-reason-own-piece-on-target",
        "notation-king-would-be-in-check" => "input-heard-reason-king-would-be-in-check",
        "notation-check-not-answered" => "input-heard-reason-check-not-answered",
        "notation-no-promotion-here" => "input-heard-reason-no-promotion-here",
        "notation-castling-right-lost" => "input-heard-reason-castling-right-lost",
        "notation-castling-blocked" => "input-heard-reason-castling-blocked",
        "notation-castling-in-check" => "input-heard-reason-castling-in-check",
        "notation-castling-through-check" => "input-heard-reason-castling-through-check",
        // A reason without a clause of its own is said as it is.
        other => other,
    };
    Phrase { id, ..reason }
}

/// "Bauer schlägt", "pawn takes" with no square, when no piece of that kind can capture:
/// the reason, [`IllegalReason::NoCapture`] (or that the side has no such piece).
fn capture_without_square(pos: &Chess, heard: &[Heard]) -> Option<IllegalReason> {
    let takes = heard
        .iter()
        .any(|h| h.reading.exact == Some(Concept::Takes));
    let squares = heard
        .iter()
        .any(|h| matches!(h.reading.exact, Some(Concept::File(_) | Concept::Rank(_))));
    let (Some(role), true, false) = (said_clearly(heard).0, takes, squares) else {
        return None;
    };
    if (pos.board().by_piece(role.of(pos.turn()))).is_empty() {
        return Some(IllegalReason::NoSuchPiece(role));
    }
    let can = pos
        .legal_moves()
        .iter()
        .any(|m| m.role() == role && m.is_capture());
    (!can).then_some(IllegalReason::NoCapture(role))
}

/// What was heard, shortened for reading aloud.
fn shorten(text: &str) -> String {
    const MAX: usize = 60;
    if text.chars().count() <= MAX {
        return text.to_owned();
    }
    let mut shown: String = text.chars().take(MAX).collect();
    shown.push('…');
    shown
}

/// The heard words as notation in the language's typed letters ("Springer Felix drei" →
/// "Sf3"), to ask the notation why the move is not legal.
fn notation_of(heard: &[Heard], language: Language) -> Option<String> {
    let mut piece = None;
    let mut squares: Vec<(Option<char>, Option<char>)> = Vec::new();
    let mut promotion = None;
    let mut castling = None;
    let mut after_promotion = false;
    for h in heard {
        match h.reading.exact? {
            Concept::Piece(role) if after_promotion => promotion = Some(role),
            Concept::Piece(role) if piece.is_none() && squares.is_empty() => piece = Some(role),
            Concept::Piece(_) => {}
            Concept::File(f) => squares.push((Some(f.char()), None)),
            Concept::Rank(r) => match squares.last_mut() {
                Some((_, rank @ None)) => *rank = Some(r.char()),
                _ => squares.push((None, Some(r.char()))),
            },
            Concept::Promotion => after_promotion = true,
            Concept::Short => castling = Some("0-0"),
            Concept::Long => castling = Some("0-0-0"),
            // "Rochade" alone: explain the short one unless a side was named.
            Concept::Castling => {
                castling.get_or_insert("0-0");
            }
            _ => {}
        }
    }
    if let Some(castling) = castling {
        return Some(castling.to_owned());
    }
    let mut text = String::new();
    if let Some(role) = piece {
        text.extend(piece_letter(role, language));
    }
    for (file, rank) in &squares {
        text.extend(file);
        text.extend(rank);
    }
    if let Some(role) = promotion {
        text.extend(piece_letter(role, language));
    }
    let target_complete = squares
        .last()
        .is_some_and(|(f, r)| f.is_some() && r.is_some());
    target_complete.then_some(text)
}

/// The question that tells the candidates apart, in words.
pub fn question(pos: &Chess, candidates: &[Move], language: Language) -> Question {
    let same_to = candidates.iter().all(|m| m.to() == candidates[0].to());
    let same_from = candidates.iter().all(|m| m.from() == candidates[0].from());
    let same_role = candidates.iter().all(|m| m.role() == candidates[0].role());
    let mut candidates = candidates.to_vec();
    let or = |items: Vec<Value>| Value::List(Join::Or, items);
    let phrase = if candidates.len() == 1 {
        Phrase::new("input-ask-yes-no").with(
            "move",
            Value::MoveWordsLong(MoveFacts::of(pos, candidates[0])),
        )
    } else if same_from && same_to && candidates.iter().all(|m| m.promotion().is_some()) {
        // Strongest piece first: Dame, Turm, Läufer, Springer.
        candidates.sort_by_key(|m| std::cmp::Reverse(m.promotion()));
        let pieces = candidates
            .iter()
            .filter_map(|m| m.promotion())
            .map(|r| Value::Phrase(Box::new(Phrase::new("input-piece").with("piece", r))))
            .collect();
        Phrase::new("input-ask-promotion").with("pieces", or(pieces))
    } else if same_to && same_role && !candidates.iter().any(|m| m.is_castle()) {
        let role = candidates[0].role();
        let origins = candidates
            .iter()
            .filter_map(|m| m.from())
            .map(|from| {
                Value::Phrase(Box::new(
                    Phrase::new("input-from-square").with("square", from),
                ))
            })
            .collect();
        Phrase::new("input-ask-which-origin")
            .with("piece", role)
            .with("role", Value::Verbatim(role_key(role).to_owned()))
            .with("origins", or(origins))
    } else if same_to && !candidates.iter().any(|m| m.is_castle()) {
        let options = candidates
            .iter()
            .filter_map(|m| {
                let from = m.from()?;
                let phrase = Phrase::new("input-piece-from")
                    .with("piece", m.role())
                    .with("square", from);
                Some(Value::Phrase(Box::new(phrase)))
            })
            .collect();
        Phrase::new("input-ask-which-piece")
            .with("square", candidates[0].to())
            .with("options", or(options))
    } else {
        let options = candidates
            .iter()
            .map(|m| Value::MoveWordsLong(MoveFacts::of(pos, *m)))
            .collect();
        Phrase::new("input-ask-did-you-mean").with("moves", or(options))
    };
    Question {
        text: shown(&phrase, language),
        phrase,
        candidates,
    }
}

/// Understands a reply to a question: just the distinguishing part ("Gustav eins", "Dame"),
/// an ordinal ("der erste"), "ja" when there was one candidate, or the whole move again.
pub fn understand_reply(
    pos: &Chess,
    question: &Question,
    text: &str,
    language: Language,
) -> Understanding {
    // The reply is in the words of the question: a German question is answered with the
    // German lexicon (which knows English numbers), an English one with the English.
    let lexicon = Lexicon::for_words(language);
    let line = Line::read(text);
    let heard = hear_line(&line, lexicon);
    let heard_text = heard_words(&heard, language);
    for h in &heard {
        match h.reading.exact {
            Some(Concept::Ordinal(n)) => {
                if let Some(&m) = question.candidates.get(usize::from(n) - 1) {
                    return Understanding::Move {
                        played: m,
                        cost: 0.0,
                        margin: f32::INFINITY,
                    };
                }
            }
            Some(Concept::Yes) if question.candidates.len() == 1 => {
                return Understanding::Move {
                    played: question.candidates[0],
                    cost: 0.0,
                    margin: f32::INFINITY,
                };
            }
            Some(Concept::No) if heard.len() == 1 => {
                return Understanding::NoMatch {
                    heard: heard_text,
                    phrase: Phrase::new("input-heard-say-again"),
                };
            }
            _ => {}
        }
    }
    if heard.is_empty() {
        return Understanding::Question(question.clone());
    }
    // A reply is a fragment: every word of a candidate's phrasing may be left out cheaply,
    // so only what the reply says decides. It must fit as said: "f4" does not answer
    // "von Felix drei" by reading the four as a three.
    let fragment_cost = |m: Move, strict: bool| {
        phrasings(pos, m, MatchOptions::default())
            .iter()
            .map(|p| {
                let fragment: Vec<Slot> = p.iter().map(|s| slot(s.concept, DETAIL_DROP)).collect();
                edit_cost(&heard, &fragment, strict)
            })
            .fold(f32::INFINITY, f32::min)
    };
    let mut scored: Vec<Scored> = question
        .candidates
        .iter()
        .map(|&m| Scored {
            played: m,
            cost: fragment_cost(m, false),
        })
        .collect();
    scored.sort_by(|a, b| a.cost.total_cmp(&b.cost));
    let best = scored[0];
    let margin = scored.get(1).map_or(f32::INFINITY, |s| s.cost - best.cost);
    let as_said = fragment_cost(best.played, true) <= best.cost + 1e-4;
    if best.cost <= MAX_COST && margin >= MARGIN && as_said {
        return Understanding::Move {
            played: best.played,
            cost: best.cost,
            margin,
        };
    }
    // Not an answer to the question: perhaps a whole new move.
    match MoveMatcher::new(pos).understand_line(&line, language) {
        Understanding::Move {
            played,
            cost,
            margin,
        } => Understanding::Move {
            played,
            cost,
            margin,
        },
        _ => Understanding::Question(question.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_question_is_worded_from_the_catalogue_in_each_language() {
        let p = pos(Some("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"));
        let to_d2: Vec<Move> = p
            .legal_moves()
            .into_iter()
            .filter(|m| m.to() == Square::D2 && m.role() == Role::Knight)
            .collect();
        assert_eq!(to_d2.len(), 2);
        assert_eq!(
            question(&p, &to_d2, Language::GERMAN).text,
            "Welcher Springer: von Bella eins oder von Felix eins?"
        );
        assert_eq!(
            question(&p, &to_d2, Language::ENGLISH).text,
            "Which knight: from Bella one or from Felix one?"
        );
        assert_eq!(
            question(&p, &to_d2[..1], Language::GERMAN).text,
            "Springer von Bella eins nach David zwei? Ja oder nein."
        );
    }
    use crate::notation::fen::parse_fen;
    use shakmaty::uci::UciMove;

    fn pos(fen: Option<&str>) -> Chess {
        fen.map_or_else(Chess::default, |f| parse_fen(f).unwrap())
    }

    fn uci_of(p: &Chess, text: &str) -> Move {
        text.parse::<UciMove>().unwrap().to_move(p).unwrap()
    }

    fn expect(fen: Option<&str>, words: &str, expected: &str) {
        let p = pos(fen);
        match understand(&p, words, Language::GERMAN) {
            Understanding::Move { played, .. } => {
                assert_eq!(played, uci_of(&p, expected), "{words:?}")
            }
            other => panic!("{words:?}: expected {expected}, got {other:?}"),
        }
    }

    fn ask(fen: Option<&str>, words: &str) -> Question {
        match understand(&pos(fen), words, Language::GERMAN) {
            Understanding::Question(q) => q,
            other => panic!("{words:?}: expected a question, got {other:?}"),
        }
    }

    /// Why nothing fits the words, as data.
    fn refusal(fen: Option<&str>, words: &str) -> Phrase {
        match understand(&pos(fen), words, Language::GERMAN) {
            Understanding::NoMatch { phrase, .. } => phrase,
            other => panic!("{words:?}: expected no match, got {other:?}"),
        }
    }

    /// The refusal in German.
    fn refuse(fen: Option<&str>, words: &str) -> String {
        shown(&refusal(fen, words), Language::GERMAN)
    }

    #[test]
    fn appendix_f_words_plain_letters_and_english_extras() {
        for words in [
            "Springer Felix drei",
            "springer felix drei",
            "springer f drei",
            "springer f3",
            "Springer von Gustav eins nach Felix drei",
            "springer g1 f3",
            "knight felix three",
            "äh springer und felix drei",
            "also ich spiele springer nach felix drei",
        ] {
            expect(None, words, "g1f3");
        }
        expect(None, "Bauer Eva vier", "e2e4");
        expect(None, "eva vier", "e2e4");
        expect(None, "e vier", "e2e4");
        expect(None, "e four", "e2e4");
    }

    #[test]
    fn destination_only_resolves_when_unique() {
        // A pawn and a knight can both go to f3: ask.
        let q = ask(None, "Felix drei");
        assert_eq!(
            q.text,
            "Welche Figur nach Felix drei: Bauer von Felix zwei oder Springer von Gustav eins?"
        );
        // Only a pawn can reach e4.
        expect(None, "Eva vier", "e2e4");
        // A player whose pawn moves are said without "Bauer" means a pawn (E3: no piece
        // letter means a pawn).
        let p = pos(None);
        let matcher = MoveMatcher::with_options(
            &p,
            MatchOptions {
                pawn_name_optional: true,
                ..MatchOptions::default()
            },
        );
        match matcher.understand("Felix drei", Language::GERMAN) {
            Understanding::Move { played, .. } => assert_eq!(played, uci_of(&p, "f2f3")),
            other => panic!("{other:?}"),
        }
        // No pawn reaches c3 here: the knight is the one piece that does.
        expect(
            Some("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"),
            "Cäsar drei",
            "b1c3",
        );
        // Two pieces and no pawn: ask.
        let q = ask(Some("4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1"), "Felix drei");
        assert_eq!(
            q.text,
            "Welcher Springer: von Eva eins oder von Gustav eins?"
        );
    }

    #[test]
    fn capture_partials() {
        let fen = Some("4k3/8/8/3p1p2/4P3/8/8/4K3 w - - 0 1");
        expect(fen, "Eva schlägt David", "e4d5");
        expect(fen, "Eva schlägt Felix", "e4f5");
        expect(fen, "Eva nimmt David fünf", "e4d5");
        expect(fen, "e x d fünf", "e4d5");
        let q = ask(fen, "Eva schlägt");
        assert_eq!(q.candidates.len(), 2);
        let fen = Some("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
        expect(fen, "Eva schlägt", "e4d5");
        let fen = Some("4k3/8/5n2/8/8/8/8/B3K3 w - - 0 1");
        expect(fen, "Läufer schlägt", "a1f6");
        expect(fen, "Läufer schlägt Springer", "a1f6");
        expect(
            fen,
            "Läufer von Anna eins schlägt Springer auf Felix sechs",
            "a1f6",
        );
    }

    #[test]
    fn en_passant_with_or_without_saying_so() {
        let fen = Some("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        expect(fen, "Bauer Eva schlägt David sechs en passant", "e5d6");
        expect(fen, "Eva schlägt David sechs", "e5d6");
        expect(fen, "Eva schlägt en passant", "e5d6");
    }

    #[test]
    fn castling_said_alone_when_only_one_is_legal() {
        let fen = Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        expect(fen, "Rochade", "e1g1");
        expect(fen, "kurze Rochade", "e1g1");
        expect(fen, "kleine rochade", "e1g1");
        let both = Some("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        expect(both, "lange Rochade", "e1c1");
        let q = ask(both, "Rochade");
        assert_eq!(q.candidates.len(), 2);
        assert!(
            q.text.contains("Kurze Rochade") && q.text.contains("Lange Rochade"),
            "{}",
            q.text
        );
    }

    #[test]
    fn promotion_must_name_the_piece() {
        let fen = Some("8/3P2k1/8/8/8/8/8/4K3 w - - 0 1");
        for words in [
            "David acht Umwandlung in Dame",
            "d acht wird dame",
            "bauer david acht in dame",
            "David acht Dame",
        ] {
            expect(fen, words, "d7d8q");
        }
        expect(fen, "david acht springer", "d7d8n");
        let q = ask(fen, "David acht");
        assert_eq!(
            q.text,
            "In welche Figur umwandeln: Dame, Turm, Läufer oder Springer?"
        );
        let p = pos(fen);
        match understand_reply(&p, &q, "Turm", Language::GERMAN) {
            Understanding::Move { played, .. } => assert_eq!(played, uci_of(&p, "d7d8r")),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn two_knights_ask_and_the_reply_resolves() {
        let fen = Some("4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1");
        let q = ask(fen, "Springer Felix drei");
        assert_eq!(
            q.text,
            "Welcher Springer: von Gustav eins oder von David zwei?"
        );
        let p = pos(fen);
        for (reply, expected) in [
            ("Gustav eins", "g1f3"),
            ("von David zwei", "d2f3"),
            ("der erste", "g1f3"),
            ("der zweite", "d2f3"),
            ("Gustav", "g1f3"),
        ] {
            match understand_reply(&p, &q, reply, Language::GERMAN) {
                Understanding::Move { played, .. } => {
                    assert_eq!(played, uci_of(&p, expected), "{reply}")
                }
                other => panic!("{reply}: {other:?}"),
            }
        }
        // An answer that does not decide asks again.
        assert!(matches!(
            understand_reply(&p, &q, "Felix drei", Language::GERMAN),
            Understanding::Question(_)
        ));
        // Said in full with the origin, no question is needed.
        expect(fen, "Springer Gustav Felix drei", "g1f3");
        expect(fen, "Springer David Felix drei", "d2f3");
    }

    #[test]
    fn sound_alikes_are_forgiven() {
        // A vocabulary word heard where another was meant is asked back, never assumed.
        let q = ask(None, "Springer Felix zwei");
        assert_eq!(
            q.text,
            "Ich habe „Springer Felix zwei“ verstanden, aber kein Springer kann Felix zwei erreichen. \
             Springer von Gustav eins nach Felix drei? Ja oder nein."
        );
        let p = pos(None);
        match understand_reply(&p, &q, "ja", Language::GERMAN) {
            Understanding::Move { played, .. } => assert_eq!(played, uci_of(&p, "g1f3")),
            other => panic!("{other:?}"),
        }
        expect(None, "springa felix drei", "g1f3");
        expect(None, "bauer ewa vier", "e2e4");
        // "Ella" sounds like Bella as much as like Eva: ask, never pick.
        let q = ask(None, "bauer ella vier");
        let p = pos(None);
        assert!(
            q.candidates.contains(&uci_of(&p, "e2e4"))
                && q.candidates.contains(&uci_of(&p, "b2b4"))
        );
        let fen = Some("8/3P2k1/8/8/8/8/8/4K3 w - - 0 1");
        expect(fen, "bauer david achte umwandlung in dame", "d7d8q");
    }

    #[test]
    fn a_refusal_is_data_the_words_heard_and_the_reason() {
        let no_knight = Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        let phrase = refusal(no_knight, "Springer Felix drei");
        assert_eq!(phrase.id, "input-heard-but");
        assert_eq!(
            phrase.arg("heard"),
            Some(&Value::Verbatim("Springer Felix drei".into()))
        );
        let Some(Value::Phrase(reason)) = phrase.arg("reason") else {
            panic!("{phrase:?}: no reason");
        };
        assert_eq!(reason.id, "input-heard-reason-no-such-piece");
        assert_eq!(reason.arg("kind"), Some(&Value::from("knight")));
        // Each language words it, the reason inside the sentence.
        for (language, text) in [
            (
                Language::GERMAN,
                "Ich habe „Springer Felix drei“ verstanden, aber Weiß hat keinen Springer mehr.",
            ),
            (
                Language::ENGLISH,
                "I understood “Springer Felix drei”, but White has no knight left.",
            ),
            (
                Language::SPANISH,
                "He entendido «Springer Felix drei», pero a Blancas no le queda ningún caballo.",
            ),
        ] {
            assert_eq!(shown(&phrase, language), text);
        }
        // The other refusals: nothing heard, no move words, too many words.
        assert_eq!(refusal(None, "").id, "input-heard-nothing");
        assert_eq!(
            refusal(None, "blau grün gelb").id,
            "input-heard-no-move-words"
        );
        assert_eq!(
            refusal(None, &"springer ".repeat(40)).id,
            "input-heard-too-many"
        );
    }

    #[test]
    fn every_reason_reads_inside_a_sentence_as_the_reason_itself() {
        // The clause after "aber"/"but"/"pero" is the notation's reason with a small first
        // letter, unless the reason starts with a name (a side, a square).
        let pos = pos(Some("4k3/8/8/8/8/8/4P3/R3K2R w KQ - 0 1"));
        let reasons = [
            IllegalReason::GameOver(shakmaty::Outcome::Known(shakmaty::KnownOutcome::Draw)),
            IllegalReason::NoSuchPiece(Role::Knight),
            IllegalReason::EmptyOrigin(Square::D4),
            IllegalReason::OpponentsPiece(Square::E8),
            IllegalReason::OtherPiece {
                square: Square::A1,
                named: Role::Queen,
                actual: Role::Rook,
            },
            IllegalReason::CannotReach {
                role: Role::Bishop,
                to: Square::F4,
            },
            IllegalReason::NoCapture(Role::Pawn),
            IllegalReason::OwnPieceOnTarget(Square::E2),
            IllegalReason::KingWouldBeInCheck,
            IllegalReason::CheckNotAnswered,
            IllegalReason::NoPromotionHere,
            IllegalReason::CastlingRightLost(CastlingSide::QueenSide),
            IllegalReason::CastlingBlocked(CastlingSide::KingSide),
            IllegalReason::CastlingInCheck,
            IllegalReason::CastlingThroughCheck(CastlingSide::KingSide),
        ];
        for language in Language::all() {
            for reason in &reasons {
                let clause = reason_clause(reason, &pos);
                assert_ne!(clause.id, reason.phrase(&pos).id, "{reason:?}: no clause");
                let alone = reason.message(&pos, language);
                let inside = shown(&clause, language);
                let lowered = crate::vocabulary::lower_first(&alone);
                assert!(
                    inside == lowered || inside == alone,
                    "{language:?} {reason:?}: {inside:?} is not {alone:?}"
                );
                // Kept as it is only where it starts with a name: a side or a file.
                let first = alone.split_whitespace().next().unwrap_or("");
                let names = [
                    crate::vocabulary::color_name(shakmaty::Color::White, language),
                    crate::vocabulary::color_name(shakmaty::Color::Black, language),
                ];
                let starts_with_a_name =
                    names.contains(&first) || crate::vocabulary::FILE_NAMES.contains(&first);
                assert_eq!(
                    inside == alone && inside != lowered,
                    starts_with_a_name,
                    "{language:?} {reason:?}: {inside:?}"
                );
            }
        }
    }

    #[test]
    fn nothing_fits_says_what_was_heard_and_why() {
        assert_eq!(
            refuse(
                Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"),
                "Springer Felix drei"
            ),
            "Ich habe „Springer Felix drei“ verstanden, aber Weiß hat keinen Springer mehr."
        );
        // Clearly said but not legal, while another move is near: say why, then ask.
        // Only knight moves are offered: a suggestion keeps the piece said (issue 28).
        let q = ask(None, "Springer Felix vier");
        assert!(
            q.text.starts_with("Ich habe „Springer Felix vier“ verstanden, aber kein Springer kann Felix vier erreichen. "),
            "{}",
            q.text
        );
        assert!(
            q.candidates.iter().all(|m| m.role() == Role::Knight),
            "{}",
            q.text
        );
        assert_eq!(
            refuse(None, "kurze Rochade"),
            "Ich habe „Kurze Rochade“ verstanden, aber zwischen König und Turm stehen noch Figuren."
        );
        assert!(refuse(None, "").starts_with("Ich habe keinen Zug gehört."));
        assert_eq!(
            refuse(None, "blau grün gelb"),
            "„blau grün gelb“ habe ich nicht als Zug verstanden. Sagen Sie zum Beispiel Springer Felix drei."
        );
        assert!(refuse(None, &"springer ".repeat(40)).chars().count() < 200);
    }

    /// In English the reason names the piece that was said (the notation built from the
    /// heard words is German, so "queen" must not be read as the file d), and the example
    /// is in English words.
    #[test]
    fn english_refusals_name_the_piece_said_and_give_english_examples() {
        let english = |words: &str| match understand(&pos(None), words, Language::ENGLISH) {
            Understanding::NoMatch { phrase, .. } => shown(&phrase, Language::ENGLISH),
            Understanding::Question(q) => q.text,
            other => panic!("{words:?}: got {other:?}"),
        };
        let queen = english("queen d three");
        assert!(
            queen.starts_with(
                "I understood “Queen David three”, but no queen can reach David three."
            ),
            "{queen}"
        );
        let nonsense = english("blue green yellow");
        assert!(
            nonsense.ends_with("Say for example Knight Felix three."),
            "{nonsense}"
        );
    }

    #[test]
    fn king_side_and_queen_side_as_two_words() {
        let castle = Some("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        for (words, uci) in [
            ("king side castling", "e1g1"),
            ("castle king side", "e1g1"),
            ("queen side castling", "e1c1"),
            ("castles queen-side", "e1c1"),
        ] {
            let p = pos(castle);
            for words_of in [Language::ENGLISH, Language::GERMAN] {
                let options = MatchOptions {
                    words: words_of,
                    ..MatchOptions::default()
                };
                match MoveMatcher::with_options(&p, options).understand(words, Language::ENGLISH) {
                    Understanding::Move { played, .. } => {
                        assert_eq!(played, uci_of(&p, uci), "{words:?}")
                    }
                    other => panic!("{words:?}: got {other:?}"),
                }
            }
            match understand(&p, words, Language::ENGLISH) {
                Understanding::Move { played, .. } => {
                    assert_eq!(played, uci_of(&p, uci), "{words:?}")
                }
                other => panic!("{words:?}: got {other:?}"),
            }
        }
    }

    #[test]
    fn a_meaningful_word_left_unexplained_is_asked_back() {
        // "dritte" is no piece: the pawn move fits best, but only by ignoring the word.
        let q = ask(None, "dritte felix drei");
        let p = pos(None);
        assert!(q.candidates.contains(&uci_of(&p, "g1f3")), "{}", q.text);
        let q = ask(None, "springer blub felix drei");
        assert_eq!(
            q.text,
            "Springer von Gustav eins nach Felix drei? Ja oder nein."
        );
    }

    #[test]
    fn english_sound_alikes_are_forgiven_and_clear_words_asked_back() {
        let english = |fen: Option<&str>, text: &str| {
            MoveMatcher::with_options(
                &pos(fen),
                MatchOptions {
                    words: Language::ENGLISH,
                    ..MatchOptions::default()
                },
            )
            .understand(text, Language::ENGLISH)
        };
        let p = pos(None);
        for (text, expected) in [
            ("night felix three", "g1f3"),
            ("knight felix tree", "g1f3"),
            ("knight to f3", "g1f3"),
        ] {
            match english(None, text) {
                Understanding::Move { played, .. } => {
                    assert_eq!(played, uci_of(&p, expected), "{text}")
                }
                other => panic!("{text}: {other:?}"),
            }
        }
        // "eve" sounds like Eva and like the letter f: asked, never picked.
        match english(None, "pawn eve four") {
            Understanding::Question(q) => assert!(q.candidates.contains(&uci_of(&p, "e2e4"))),
            other => panic!("{other:?}"),
        }
        match english(None, "Knight Felix two") {
            // (The reason names squares in the German numbers, as every English message
            // still does.)
            Understanding::Question(q) => {
                assert!(
                    q.text.starts_with(
                        "I understood “Knight Felix two”, but no knight can reach Felix "
                    ),
                    "{}",
                    q.text
                );
                assert!(
                    q.text
                        .ends_with("Knight from Gustav one to Felix three? Yes or no."),
                    "{}",
                    q.text
                );
            }
            other => panic!("{other:?}"),
        }
        // A piece name misheard as a number ("queen" as "one") leaves half an origin and no
        // piece: asked back, never taken as the piece on that rank.
        let fen = Some("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1");
        assert!(matches!(
            english(fen, "one hector three"),
            Understanding::Question(_)
        ));
    }

    #[test]
    fn vocabulary_words_written_as_one_are_read_apart() {
        let fen = Some("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        expect(fen, "Läuferschlägt Felix sieben, Schach", "c4f7");
        expect(None, "Springer Felixdrei", "g1f3");
        // A word that only begins like one stays whole.
        assert!(!matches!(
            understand(&pos(None), "Springerei", Language::GERMAN),
            Understanding::Move { .. }
        ));
    }

    #[test]
    fn a_weakly_similar_word_never_decides_between_moves() {
        // The piece word garbled while a queen and a rook can both go to d1: asked.
        let fen = Some("4k3/8/8/8/8/8/3Q4/R5K1 w - - 0 1");
        let q = ask(fen, "Dahme David eins");
        assert_eq!(
            q.text,
            "Welche Figur nach David eins: Dame von David zwei oder Turm von Anna eins?"
        );
        // A stray word that sounds like a rank ("sein" ~ "eins") where the rank was dropped,
        // while knights reach f1 and f3: asked, never the first.
        let fen = Some("4k3/8/8/8/8/4N3/8/4K1N1 w - - 0 1");
        let q = ask(fen, "Springer Felix sein");
        assert!(q.candidates.len() >= 2, "{q:?}");
        // Such a word supports a move the clear words name alone.
        expect(
            Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"),
            "Thurm Anna acht",
            "a1a8",
        );
        // A pawn push's file said twice is no origin: "h h sechs" with a garbled piece word
        // is not played.
        let fen = Some("rnbqkb1r/pppp1ppp/4pn2/8/2P5/2N2N2/PP1PPPPP/R1BQKB1R b KQkq - 1 3");
        assert!(!matches!(
            understand(&pos(fen), "Mauer H-H-6", Language::GERMAN),
            Understanding::Move { .. }
        ));
    }

    #[test]
    fn a_check_word_that_is_wrong_still_finds_the_move() {
        expect(None, "Springer Felix drei Schach", "g1f3");
    }

    fn early(fen: Option<&str>, words: &str) -> Option<String> {
        MoveMatcher::new(&pos(fen))
            .commits_early(words)
            .map(|m| m.to_uci(shakmaty::CastlingMode::Standard).to_string())
    }

    #[test]
    fn a_whole_phrase_for_one_move_commits_early() {
        assert_eq!(early(None, "Springer Felix drei").as_deref(), Some("g1f3"));
        assert_eq!(early(None, "Bauer Eva vier").as_deref(), Some("e2e4"));
        // A trailing "Schach" would not change the move: it is not waited for.
        let fen = Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assert_eq!(early(fen, "Turm Anna acht").as_deref(), Some("a1a8"));
        // Not yet a move: the target is half said.
        assert_eq!(early(None, "Springer Felix"), None);
        assert_eq!(early(None, "Springer"), None);
    }

    #[test]
    fn words_another_move_may_still_extend_are_not_committed_early() {
        // Before the promotion piece is named (F2.1), nothing is committed.
        let promotion = Some("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        assert_eq!(early(promotion, "Bauer Eva acht"), None);
        assert_eq!(
            early(promotion, "Bauer Eva acht Umwandlung in Dame").as_deref(),
            Some("e7e8q")
        );
        // Two knights reach f3: asked, never committed early.
        let knights = Some("4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1");
        assert_eq!(early(knights, "Springer Felix drei"), None);
        // The words so far are the start of the long form of Rd1-d4: "Turm von David eins"
        // reads as that phrase's beginning at the cost of nothing but "von" said.
        let p = pos(Some("4k3/8/8/8/8/8/8/3RK3 w - - 0 1"));
        let lexicon = Lexicon::for_words(Language::GERMAN);
        let heard = hear("Turm von David eins", lexicon);
        let rook_up = phrasings(&p, uci_of(&p, "d1d4"), MatchOptions::default());
        assert!(
            rook_up
                .iter()
                .any(|phrase| prefix_cost(&heard, phrase) < 0.01)
        );
        // … but not of a move from elsewhere.
        let king = phrasings(&p, uci_of(&p, "e1f2"), MatchOptions::default());
        assert!(king.iter().all(|phrase| prefix_cost(&heard, phrase) > 1.0));
    }
}
