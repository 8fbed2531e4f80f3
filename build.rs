//! Gives libcutt.so the SONAME of the original library and limits its
//! exports to the cuTT API (export.map).
fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libcutt.so.1");
    println!("cargo:rustc-cdylib-link-arg=-Wl,--version-script={manifest}/export.map");
    println!("cargo:rerun-if-changed=export.map");
    println!("cargo:rerun-if-changed=cuda/tiled.ptx");
}
