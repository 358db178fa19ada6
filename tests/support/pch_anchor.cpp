// The file that builds the test binaries' shared precompiled header (tests/CMakeLists.txt):
// the header is all there is to it.
namespace arbiter::test_support {
int pch_anchor() {
  return 0;
}
}  // namespace arbiter::test_support
