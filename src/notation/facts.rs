//! What a move does, as data: the piece, its squares, what it captures, the promotion, the
//! castling side, the letters that tell it from a twin (E7–E11), and check, mate or stalemate.
//! Taken from the position once, the facts say everything an announcement needs in any style
//! and language, so an event can carry its move without the board it was played on.

use serde::ser::{Serialize, SerializeStruct, Serializer};
use shakmaty::san::San;
use shakmaty::{CastlingSide, Chess, File, Move, Position, Rank, Role, Square};

/// What follows a move for the opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aftermath {
    /// Nothing: the game goes on, no check.
    Nothing,
    /// The opponent's king is in check.
    Check,
    /// Checkmate.
    Checkmate,
    /// Stalemate.
    Stalemate,
}

/// A move's facts, independent of language and style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveFacts {
    /// The moving piece (the king for castling).
    pub role: Role,
    /// Its square before the move.
    pub from: Square,
    /// Its square after the move (the king's square for castling).
    pub to: Square,
    /// Castling, and to which side.
    pub castle: Option<CastlingSide>,
    /// The piece captured, if any.
    pub capture: Option<Role>,
    /// Whether the capture is en passant.
    pub en_passant: bool,
    /// The piece a pawn becomes.
    pub promotion: Option<Role>,
    /// The origin file SAN writes to tell the move from a twin's (`Sbd2`).
    pub file_written: Option<File>,
    /// The origin rank SAN writes to tell the move from a twin's (`T1e2`).
    pub rank_written: Option<Rank>,
    /// Check, mate or stalemate after the move.
    pub aftermath: Aftermath,
}

impl MoveFacts {
    /// The facts of a legal move of `pos`.
    pub fn of(pos: &Chess, m: Move) -> MoveFacts {
        let (file_written, rank_written) = match San::from_move(pos, m) {
            San::Normal { file, rank, .. } => (file, rank),
            _ => (None, None),
        };
        let mut after = pos.clone();
        after.play_unchecked(m);
        let aftermath = if after.is_checkmate() {
            Aftermath::Checkmate
        } else if after.is_check() {
            Aftermath::Check
        } else if after.is_stalemate() {
            Aftermath::Stalemate
        } else {
            Aftermath::Nothing
        };
        let castle = m.castling_side();
        let to = match castle {
            Some(side) => Square::from_coords(side.king_to_file(), m.to().rank()),
            None => m.to(),
        };
        MoveFacts {
            role: m.role(),
            from: m.from().unwrap_or(m.to()),
            to,
            castle,
            capture: m.capture(),
            en_passant: m.is_en_passant(),
            promotion: m.promotion(),
            file_written,
            rank_written,
            aftermath,
        }
    }
}

/// A role's English name, lower case, for the data of an event.
fn role_key(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

impl Serialize for MoveFacts {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("MoveFacts", 8)?;
        out.serialize_field("piece", role_key(self.role))?;
        out.serialize_field("from", &self.from.to_string())?;
        out.serialize_field("to", &self.to.to_string())?;
        out.serialize_field(
            "castle",
            &self.castle.map(|side| match side {
                CastlingSide::KingSide => "short",
                CastlingSide::QueenSide => "long",
            }),
        )?;
        out.serialize_field("capture", &self.capture.map(role_key))?;
        out.serialize_field("en_passant", &self.en_passant)?;
        out.serialize_field("promotion", &self.promotion.map(role_key))?;
        out.serialize_field(
            "after",
            match self.aftermath {
                Aftermath::Nothing => "nothing",
                Aftermath::Check => "check",
                Aftermath::Checkmate => "checkmate",
                Aftermath::Stalemate => "stalemate",
            },
        )?;
        out.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::fen::parse_fen;
    use shakmaty::uci::UciMove;

    fn facts(fen: &str, uci: &str) -> MoveFacts {
        let pos: Chess = parse_fen(fen).unwrap();
        let m = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        MoveFacts::of(&pos, m)
    }

    #[test]
    fn castling_names_the_kings_square_and_side() {
        let f = facts("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1");
        assert_eq!((f.role, f.from, f.to), (Role::King, Square::E1, Square::G1));
        assert_eq!(f.castle, Some(CastlingSide::KingSide));
        let json = serde_json::to_value(f).unwrap();
        assert_eq!(json["castle"], "short");
        assert_eq!(json["to"], "g1");
    }

    #[test]
    fn twins_captures_en_passant_and_mate_are_facts() {
        let f = facts("4k3/8/8/8/8/8/8/1N3N1K w - - 0 1", "b1d2");
        assert_eq!((f.file_written, f.rank_written), (Some(File::B), None));
        let f = facts("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6");
        assert!(f.en_passant);
        assert_eq!(f.capture, Some(Role::Pawn));
        let f = facts("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8");
        assert_eq!(f.aftermath, Aftermath::Checkmate);
        assert_eq!(serde_json::to_value(f).unwrap()["after"], "checkmate");
    }
}
