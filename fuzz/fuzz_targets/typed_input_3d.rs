#![no_main]

#[path = "../../tests/fuzz/targets.rs"]
mod targets;

libfuzzer_sys::fuzz_target!(|data: &[u8]| targets::typed_input_3d(data));
