//! How alike two words sound, measured on their IPA transcriptions (from espeak-ng, kept in
//! the lexicon files) with an edit distance whose costs follow the kind of sound: two vowels
//! or two consonants of one manner are closer than a vowel and a consonant.

/// One sound: a symbol, long or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Phone {
    symbol: char,
    long: bool,
}

/// Splits an IPA transcription into sounds; stress marks are dropped, `ː` lengthens the sound
/// before it.
fn phones(ipa: &str) -> Vec<Phone> {
    let mut out: Vec<Phone> = Vec::with_capacity(ipa.len());
    for c in ipa.chars() {
        match c {
            'ˈ' | 'ˌ' | ' ' | '-' | '\u{0329}' | '\u{032f}' => {}
            'ː' => {
                if let Some(last) = out.last_mut() {
                    last.long = true;
                }
            }
            _ => out.push(Phone {
                symbol: c,
                long: false,
            }),
        }
    }
    out
}

/// Manner classes: sounds in one class are easily confused.
fn class(symbol: char) -> u8 {
    match symbol {
        'a' | 'ɑ' | 'ɐ' | 'ə' | 'ɜ' | 'e' | 'ɛ' | 'i' | 'ɪ' | 'o' | 'ɔ' | 'u' | 'ʊ' | 'y' | 'ʏ'
        | 'ø' | 'œ' | 'æ' | 'ʌ' | 'ɒ' | 'ɚ' | 'ɝ' => 0,
        'p' | 'b' | 't' | 'd' | 'k' | 'g' | 'ɡ' | 'ʔ' => 1,
        'f' | 'v' | 's' | 'z' | 'ʃ' | 'ʒ' | 'ç' | 'x' | 'h' | 'θ' | 'ð' | 'χ' => 2,
        'm' | 'n' | 'ŋ' => 3,
        'l' | 'r' | 'ɾ' | 'ʁ' | 'ɹ' | 'j' | 'w' => 4,
        _ => 5,
    }
}

fn substitution(a: Phone, b: Phone) -> f32 {
    if a.symbol == b.symbol {
        return if a.long == b.long { 0.0 } else { 0.2 };
    }
    let (ca, cb) = (class(a.symbol), class(b.symbol));
    match (ca, cb) {
        (0, 0) => 0.4,
        (x, y) if x == y => 0.5,
        (0, _) | (_, 0) => 1.0,
        _ => 0.8,
    }
}

/// How different two transcriptions sound, from 0 (the same) to 1 (nothing alike).
pub fn distance(ipa_a: &str, ipa_b: &str) -> f32 {
    let a = phones(ipa_a);
    let b = phones(ipa_b);
    let longest = a.len().max(b.len());
    if longest == 0 {
        return 0.0;
    }
    let mut previous: Vec<f32> = (0..=b.len()).map(|j| j as f32).collect();
    let mut current = vec![0.0; b.len() + 1];
    for (i, &pa) in a.iter().enumerate() {
        current[0] = (i + 1) as f32;
        for (j, &pb) in b.iter().enumerate() {
            current[j + 1] = (previous[j] + substitution(pa, pb))
                .min(previous[j + 1] + 1.0)
                .min(current[j] + 1.0);
        }
        std::mem::swap(&mut previous, &mut current);
    }
    (previous[b.len()] / longest as f32).min(1.0)
}

/// Spelling folded towards sound, for words without a transcription (typed words).
pub fn fold_spelling(word: &str) -> String {
    let lower = word.to_lowercase();
    let replaced = lower
        .replace("sch", "S")
        .replace("ch", "X")
        .replace("ck", "k")
        .replace("ph", "f")
        .replace("th", "t")
        .replace("dt", "t")
        .replace("tz", "z")
        .replace('ß', "ss")
        .replace('ä', "e")
        .replace('ö', "o")
        .replace('ü', "u")
        .replace('v', "f")
        .replace('w', "v")
        .replace('c', "k")
        .replace('y', "i");
    let mut out = String::with_capacity(replaced.len());
    for c in replaced.chars() {
        if !out.ends_with(c) {
            out.push(c);
        }
    }
    out
}

/// How different two spellings are after folding, from 0 to 1.
pub fn spelling_distance(a: &str, b: &str) -> f32 {
    let a: Vec<char> = fold_spelling(a).chars().collect();
    let b: Vec<char> = fold_spelling(b).chars().collect();
    let longest = a.len().max(b.len());
    if longest == 0 {
        return 0.0;
    }
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        current[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            current[j + 1] = (previous[j] + usize::from(ca != cb))
                .min(previous[j + 1] + 1)
                .min(current[j] + 1);
        }
        std::mem::swap(&mut previous, &mut current);
    }
    previous[b.len()] as f32 / longest as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rhyming_ranks_are_closer_than_others() {
        let zwei = "tsvˈaɪ";
        let drei = "dɾˈaɪ";
        let vier = "fˈiːɾ";
        let acht = "ˈaxt";
        assert!(distance(zwei, drei) < distance(zwei, vier));
        assert!(distance(zwei, drei) < distance(zwei, acht));
        assert_eq!(distance(zwei, zwei), 0.0);
    }

    #[test]
    fn eva_sounds_like_ella_more_than_like_gustav() {
        assert!(distance("ˈeːvɑː", "ˈɛlɑː") < distance("ˈeːvɑː", "ɡˈʊstɑːf"));
    }

    #[test]
    fn spelling_folds_german_sounds() {
        assert_eq!(
            fold_spelling("Läufer"),
            fold_spelling("laeufer").replace("ae", "e")
        );
        assert!(spelling_distance("Hektor", "hector") < 0.2);
        assert!(spelling_distance("springa", "springer") < 0.3);
    }
}
