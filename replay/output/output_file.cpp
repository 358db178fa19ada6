// Output files written whole or not at all (output_file.h): the checks, the temporary beside the
// target, the rename.
#include "replay/output/output_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <iostream>
#include <random>
#include <system_error>

namespace arbiter::output {
namespace {

namespace fs = std::filesystem;

Error failure(const std::string& path, const std::string& why) {
  return make_error("cannot write '" + path + "': " + why);
}

std::string reason(int err) {
  return std::generic_category().message(err);
}

// Where the bytes go.
struct Target {
  enum class Kind {
    Stdout,   // "-", /dev/stdout
    Direct,   // not a regular file, or under /dev/ or /proc/: opened and written in place
    Replace,  // a regular file, or none yet: a temporary renamed over it
  };
  Kind kind;
  std::string file;  // for Replace: the file replaced (a symbolic link's target, resolved)
};

// /dev/fd/N, /proc/self/fd/N name what a shell opened: replacing the file behind
// them would cut it from its reader.
bool is_system_path(const std::string& path) {
  return path.starts_with("/dev/") || path.starts_with("/proc/");
}

Expected<Target> resolve(const std::string& path) {
  // Through std::cout, so that the command's own lines on stdout come after, not over, the text.
  if (path == "-" || path == "/dev/stdout") return Target{Target::Kind::Stdout, path};
  if (path.empty() || fs::path(path).filename().empty()) return failure(path, "not a file name");
  struct stat st {};
  if (::lstat(path.c_str(), &st) != 0) {
    if (errno != ENOENT) return failure(path, reason(errno));
    return Target{Target::Kind::Replace, path};  // a new file
  }
  // /dev/fd/1 may name a pipe ("pipe:[N]", no path to resolve): opened as it is.
  if (is_system_path(path)) {
    if (::stat(path.c_str(), &st) != 0) return failure(path, reason(errno));
    if (S_ISDIR(st.st_mode)) return failure(path, "a directory");
    return Target{Target::Kind::Direct, path};
  }
  std::string file = path;
  if (S_ISLNK(st.st_mode)) {
    if (::stat(path.c_str(), &st) != 0) {
      if (errno == ENOENT)
        return failure(path, "a symbolic link to nothing (a dangling link is not followed)");
      return failure(path, reason(errno));
    }
    std::error_code ec;
    file = fs::canonical(path, ec).string();
    if (ec) return failure(path, ec.message());
  }
  if (S_ISDIR(st.st_mode)) return failure(path, "a directory");
  if (!S_ISREG(st.st_mode)) return Target{Target::Kind::Direct, path};
  return Target{Target::Kind::Replace, file};
}

// An output that is one of the inputs would destroy what the command reads.
Expected<bool> not_an_input(const std::string& path, const std::vector<std::string>& inputs) {
  std::error_code ec;
  if (path == "-" || !fs::is_regular_file(path, ec)) return true;  // no file to lose
  for (const std::string& input : inputs)
    if (!input.empty() && fs::equivalent(path, input, ec) && !ec)
      return failure(path, "it is the input '" + input +
                               "' (the same file): an output never replaces an input");
  return true;
}

struct Temporary {
  int fd = -1;
  std::string path;
};

// ".NAME.arbiter-XXXXXX" in the target's folder, created with O_EXCL (never an existing file) and
// mode 0666 less the umask, as any new file; an existing target's permissions are kept.
Expected<Temporary> create_temporary(const std::string& shown, const std::string& file) {
  const fs::path target(file);
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  // Short enough that the temporary's name stays under NAME_MAX (255 bytes).
  const std::string stem = target.filename().string().substr(0, 200);
  thread_local std::mt19937_64 rng{std::random_device{}()};
  static constexpr char kLetters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
  for (int attempt = 0; attempt < 100; ++attempt) {
    std::string suffix(6, 'x');
    for (char& c : suffix) c = kLetters[rng() % (sizeof kLetters - 1)];
    const std::string tmp = (dir / ("." + stem + ".arbiter-" + suffix)).string();
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0) {
      struct stat st {};
      if (::stat(file.c_str(), &st) == 0 && S_ISREG(st.st_mode)) ::fchmod(fd, st.st_mode & 0777);
      return Temporary{fd, tmp};
    }
    if (errno == EEXIST) continue;
    if (errno == ENOENT) return failure(shown, "no folder '" + dir.string() + "'");
    return failure(shown, reason(errno));
  }
  return failure(shown, "no unused temporary name in '" + dir.string() + "'");
}

// 0, or the errno of the write that failed.
int write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = ::write(fd, text.data(), std::min<std::size_t>(text.size(), 1 << 30));
    if (n < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    text.remove_prefix(static_cast<std::size_t>(n));
  }
  return 0;
}

Expected<bool> replace(const std::string& shown, const std::string& file, std::string_view text,
                       bool sync) {
  Expected<Temporary> tmp = create_temporary(shown, file);
  if (!tmp) return Error{tmp.error()};
  int err = write_all(tmp->fd, text);
  if (err == 0 && sync && ::fsync(tmp->fd) != 0) err = errno;
  if (::close(tmp->fd) != 0 && err == 0) err = errno;
  if (err == 0 && ::rename(tmp->path.c_str(), file.c_str()) != 0) err = errno;
  if (err == 0) return true;
  ::unlink(tmp->path.c_str());
  return failure(shown, reason(err));
}

Expected<bool> write_in_place(const std::string& path, std::string_view text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
  if (fd < 0) return failure(path, reason(errno));
  int err = write_all(fd, text);
  if (::close(fd) != 0 && err == 0) err = errno;
  if (err != 0) return failure(path, reason(err));
  return true;
}

Expected<bool> write_stdout(std::string_view text) {
  std::cout.write(text.data(), static_cast<std::streamsize>(text.size()));
  std::cout.flush();
  if (!std::cout) return make_error("cannot write to standard output");
  return true;
}

}  // namespace

Expected<bool> check(const std::string& path, const WriteOptions& options) {
  Expected<Target> target = resolve(path);
  if (!target) return Error{target.error()};
  if (auto ok = not_an_input(path, options.inputs); !ok) return ok;
  if (target->kind != Target::Kind::Replace) return true;
  Expected<Temporary> tmp = create_temporary(path, target->file);
  if (!tmp) return Error{tmp.error()};
  ::close(tmp->fd);
  ::unlink(tmp->path.c_str());
  return true;
}

Expected<bool> write(const std::string& path, std::string_view text, const WriteOptions& options) {
  Expected<Target> target = resolve(path);
  if (!target) return Error{target.error()};
  if (auto ok = not_an_input(path, options.inputs); !ok) return ok;
  switch (target->kind) {
    case Target::Kind::Stdout:
      return write_stdout(text);
    case Target::Kind::Direct:
      return write_in_place(path, text);
    case Target::Kind::Replace:
      break;
  }
  return replace(path, target->file, text, options.sync);
}

}  // namespace arbiter::output
