//! PGN as other programs write it, made readable for the strict reader: what python-chess and
//! pgn-extract accept, ansage accepts too. Before a file is read, outside tags, comments and
//! escape lines:
//!
//! - byte-order marks (at the start, or where files were put together) are taken out;
//! - long algebraic notation loses its hyphen (`e2-e4`, `Ng1-f3`, `Bf8xd6`, `e7-e8=Q`);
//! - a promotion gets its `=` (`a8Q`, `bxa8Q`, UCI's `e7e8q`);
//! - evaluation symbols written as text become their NAGs (`+-` is `$18`, `=+` is `$15`,
//!   `±` is `$16`, `∞` is `$13`), as the PGN standard (8.2.4) numbers them.
//!
//! A capture written without `x` (`ed5`, `Qd5` taking on d5) is read by the move reader
//! itself ([`super::pgn`]), which tries the move with and without the capture mark.

/// The file as the strict reader should see it, if anything must change.
pub fn prepare(bytes: &[u8]) -> Option<Vec<u8>> {
    const BOM: &[u8] = b"\xEF\xBB\xBF";
    let mut out = Vec::with_capacity(bytes.len() + 16);
    let mut changed = false;
    let (mut comment, mut line_comment, mut line_start) = (false, false, true);
    let mut skip_line = false;
    let mut token: Vec<u8> = Vec::new();
    let mut index = 0;
    while index < bytes.len() {
        if line_start && bytes[index..].starts_with(BOM) {
            index += BOM.len();
            changed = true;
            continue;
        }
        let b = bytes[index];
        index += 1;
        if line_start && !comment && matches!(b, b'[' | b'%') {
            skip_line = true;
        }
        let at_line_start = line_start;
        line_start = b == b'\n' || (at_line_start && matches!(b, b' ' | b'\t' | b'\r'));
        if skip_line || line_comment {
            if b == b'\n' {
                skip_line = false;
                line_comment = false;
            }
            out.push(b);
            continue;
        }
        if comment {
            comment = b != b'}';
            out.push(b);
            continue;
        }
        let boundary = b.is_ascii_whitespace() || matches!(b, b'{' | b'(' | b')' | b';');
        if !boundary {
            token.push(b);
            continue;
        }
        changed |= flush(&mut token, &mut out);
        match b {
            b'{' => comment = true,
            b';' => line_comment = true,
            _ => {}
        }
        out.push(b);
    }
    changed |= flush(&mut token, &mut out);
    changed.then_some(out)
}

/// Writes a token, rewritten if need be; whether it was.
fn flush(token: &mut Vec<u8>, out: &mut Vec<u8>) -> bool {
    let rewritten = std::str::from_utf8(token).ok().and_then(rewrite_token);
    let changed = rewritten.is_some();
    match rewritten {
        Some(new) => out.extend_from_slice(new.as_bytes()),
        None => out.extend_from_slice(token),
    }
    token.clear();
    changed
}

/// One movetext token as the strict reader reads it, if it must change: `12.e2-e4!` →
/// `12.e2e4!`, `a8Q+` → `a8=Q+`, `+-` → `$18`.
fn rewrite_token(token: &str) -> Option<String> {
    if let Some(nag) = evaluation_nag(token) {
        return Some(format!("${nag}"));
    }
    // The move number before it and the marks after it stay as they are.
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    let (number, rest) = if digits > 0 && token[digits..].starts_with('.') {
        let dots = token[digits..].bytes().take_while(|&b| b == b'.').count();
        token.split_at(digits + dots)
    } else {
        ("", token)
    };
    let core_end = rest.trim_end_matches(['!', '?', '+', '#']).len();
    let (core, marks) = rest.split_at(core_end);
    let new_core = long_algebraic(core).or_else(|| promotion_without_sign(core))?;
    Some(format!("{number}{new_core}{marks}"))
}

/// The NAG of an evaluation written as text (PGN standard 8.2.4: $10 to $19).
fn evaluation_nag(token: &str) -> Option<u8> {
    Some(match token {
        "=" => 10,
        "∞" => 13,
        "+=" | "+/=" | "⩲" => 14,
        "=+" | "=/+" | "⩱" => 15,
        "±" | "+/-" => 16,
        "∓" | "-/+" => 17,
        "+-" | "+--" => 18,
        "-+" | "--+" => 19,
        _ => return None,
    })
}

fn is_file(b: u8) -> bool {
    matches!(b, b'a'..=b'h')
}

fn is_rank(b: u8) -> bool {
    matches!(b, b'1'..=b'8')
}

fn is_piece(b: u8) -> bool {
    matches!(b, b'K' | b'Q' | b'R' | b'B' | b'N')
}

fn is_promotion_piece(b: u8) -> bool {
    matches!(b, b'Q' | b'R' | b'B' | b'N' | b'q' | b'r' | b'b' | b'n')
}

/// Long algebraic notation as SAN with a full origin: `e2-e4` → `e2e4`, `Ng1-f3` → `Ng1f3`,
/// `e4xd5` stays, `e7-e8Q` and UCI's `e7e8q` → `e7e8=Q`.
fn long_algebraic(core: &str) -> Option<String> {
    let b = core.as_bytes();
    let (piece, squares) = match b.first() {
        Some(&p) if is_piece(p) => (Some(p as char), &b[1..]),
        _ => (None, b),
    };
    // from, separator (- x : or none), to, promotion.
    if squares.len() < 4 || !is_file(squares[0]) || !is_rank(squares[1]) {
        return None;
    }
    let (separator, after) = match squares[2] {
        b'-' | b':' => (Some(""), &squares[3..]),
        b'x' => (Some("x"), &squares[3..]),
        _ => (None, &squares[2..]),
    };
    if after.len() < 2 || !is_file(after[0]) || !is_rank(after[1]) {
        return None;
    }
    let promotion = match &after[2..] {
        [] => None,
        [b'=', p] | [p] if is_promotion_piece(*p) && piece.is_none() => {
            Some(p.to_ascii_uppercase() as char)
        }
        _ => return None,
    };
    let promotion_needs_sign = promotion.is_some() && !after[2..].starts_with(b"=");
    // Plain SAN with a full origin (`Ng1f3`, `e4xd5`, `e2e4`) the reader takes as it is.
    if matches!(separator, None | Some("x")) && !promotion_needs_sign {
        return None;
    }
    let mut out = String::new();
    out.extend(piece);
    out.push_str(&core[piece.map_or(0, |_| 1)..piece.map_or(0, |_| 1) + 2]);
    out.push_str(separator.unwrap_or(""));
    out.push_str(std::str::from_utf8(&after[..2]).ok()?);
    if let Some(p) = promotion {
        out.push('=');
        out.push(p);
    }
    Some(out)
}

/// A pawn's promotion without `=`: `a8Q` → `a8=Q`, `bxa1N` → `bxa1=N`.
fn promotion_without_sign(core: &str) -> Option<String> {
    let b = core.as_bytes();
    let (&last, square) = b.split_last()?;
    if !matches!(last, b'Q' | b'R' | b'B' | b'N') {
        return None;
    }
    let to_last_rank = |s: &[u8]| s.len() == 2 && is_file(s[0]) && matches!(s[1], b'1' | b'8');
    let pawn_move = match square {
        [_, _] => to_last_rank(square),
        [from, b'x', to @ ..] => is_file(*from) && to_last_rank(to),
        _ => false,
    };
    pawn_move.then(|| format!("{}={}", &core[..core.len() - 1], last as char))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prepared(text: &str) -> String {
        String::from_utf8(prepare(text.as_bytes()).unwrap_or_else(|| text.as_bytes().to_vec()))
            .unwrap()
    }

    #[test]
    fn long_algebraic_loses_its_hyphen() {
        assert_eq!(rewrite_token("e2-e4").as_deref(), Some("e2e4"));
        assert_eq!(rewrite_token("1.e2-e4").as_deref(), Some("1.e2e4"));
        assert_eq!(rewrite_token("Ng1-f3+").as_deref(), Some("Ng1f3+"));
        assert_eq!(rewrite_token("12...Bf8xd6!?").as_deref(), None);
        assert_eq!(rewrite_token("e7-e8Q#").as_deref(), Some("e7e8=Q#"));
        assert_eq!(rewrite_token("e7-e8=N").as_deref(), Some("e7e8=N"));
        assert_eq!(rewrite_token("e7e8q").as_deref(), Some("e7e8=Q"));
        assert_eq!(rewrite_token("d4:e5").as_deref(), Some("d4e5"));
        // SAN the reader takes as it is stays.
        for token in [
            "e4", "Nf3", "exd5", "Ng1f3", "e2e4", "O-O", "0-0-0", "e8=Q", "Qh4#",
        ] {
            assert_eq!(rewrite_token(token), None, "{token}");
        }
    }

    #[test]
    fn promotions_get_their_sign() {
        assert_eq!(rewrite_token("a8Q").as_deref(), Some("a8=Q"));
        assert_eq!(rewrite_token("41.bxa1N+").as_deref(), Some("41.bxa1=N+"));
        assert_eq!(rewrite_token("Qa8"), None);
        assert_eq!(rewrite_token("a7Q"), None);
    }

    #[test]
    fn evaluations_become_nags() {
        assert_eq!(rewrite_token("+-").as_deref(), Some("$18"));
        assert_eq!(rewrite_token("-+").as_deref(), Some("$19"));
        assert_eq!(rewrite_token("=+").as_deref(), Some("$15"));
        assert_eq!(rewrite_token("±").as_deref(), Some("$16"));
        assert_eq!(rewrite_token("∞").as_deref(), Some("$13"));
        // Results stay results.
        for token in ["1-0", "0-1", "1/2-1/2", "*"] {
            assert_eq!(rewrite_token(token), None, "{token}");
        }
    }

    #[test]
    fn tags_comments_and_escapes_are_left_alone() {
        let text = "\u{feff}[Event \"e2-e4 a8Q +-\"]\n% e2-e4\n\n1. e2-e4 {e2-e4 a8Q} e7-e5 ; e2-e4 +-\n2. Ng1-f3 (2. d2-d4) +- 1-0\n";
        assert_eq!(
            prepared(text),
            "[Event \"e2-e4 a8Q +-\"]\n% e2-e4\n\n1. e2e4 {e2-e4 a8Q} e7e5 ; e2-e4 +-\n2. Ng1f3 (2. d2d4) $18 1-0\n"
        );
        assert!(prepare(b"[Event \"x\"]\n\n1. e4 e5 1-0\n").is_none());
    }
}
