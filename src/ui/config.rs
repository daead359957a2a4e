//! Settings from the TOML config file in the XDG config directory. (Being written.)
