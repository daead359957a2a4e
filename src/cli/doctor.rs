//! `ansage doctor`: which parts ansage can use here.

use std::process::ExitCode;

use ansage::doctor::diagnose;

/// Says what works: speech, engine, speech recognition.
pub fn run() -> ExitCode {
    for finding in &diagnose() {
        println!("{}", finding.sentence);
    }
    ExitCode::SUCCESS
}
