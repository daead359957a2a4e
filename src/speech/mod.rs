//! Speech output: the voices that speak (speech-dispatcher, espeak-ng), the queue that orders
//! what they say, and the settings of rate, pitch and volume.

pub mod output;
pub mod queue;
pub mod settings;
pub mod speaker;
pub mod voices;
