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

#include "replay/output/temporaries.h"

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
    Direct,   // not a regular file, or /dev/fd/N, /proc/...: opened and written in place
    Replace,  // a regular file, or none yet: a temporary renamed over it
  };
  Kind kind;
  std::string file;  // for Replace: the file replaced (a symbolic link's target, resolved)
};

// /dev/fd/N, /dev/stdout, /proc/self/fd/N name what a shell opened: replacing the file behind
// them would cut it from its reader. Judged on the path made absolute and normal: "/dev/../x" is
// the file x, and a regular file such as /dev/shm/x is replaced as any other.
bool names_an_open_file(const std::string& path) {
  std::error_code ec;
  const std::string p = fs::absolute(path, ec).lexically_normal().string();
  if (ec) return false;
  return p.starts_with("/proc/") || p.starts_with("/dev/fd/") || p == "/dev/stdin" ||
         p == "/dev/stdout" || p == "/dev/stderr";
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
  if (names_an_open_file(path)) {
    if (::stat(path.c_str(), &st) != 0) return failure(path, reason(errno));
    if (S_ISDIR(st.st_mode)) return failure(path, "a directory");
    return Target{Target::Kind::Direct, path};
  }
  const bool link = S_ISLNK(st.st_mode);
  if (link && ::stat(path.c_str(), &st) != 0) {
    if (errno == ENOENT)
      return failure(path, "a symbolic link to nothing (a dangling link is not followed)");
    return failure(path, reason(errno));
  }
  if (S_ISDIR(st.st_mode)) return failure(path, "a directory");
  // Through the link, as it is: a link to /dev/stdout may name a pipe, which has no path.
  if (!S_ISREG(st.st_mode)) return Target{Target::Kind::Direct, path};
  if (!link) return Target{Target::Kind::Replace, path};
  std::error_code ec;
  const std::string file = fs::canonical(path, ec).string();
  if (ec) return failure(path, ec.message());
  return Target{Target::Kind::Replace, file};
}

// Whether `path` names this process's standard input (/dev/stdin, /dev/fd/0, /proc/self/fd/0).
bool names_stdin(const std::string& path) {
  std::error_code ec;
  const std::string p = fs::absolute(path, ec).lexically_normal().string();
  return !ec && (p == "/dev/stdin" || p == "/dev/fd/0" || p == "/proc/self/fd/0");
}

// An output that is one of the inputs would destroy what the command reads.
// "-" is standard output, which the shell may have pointed at an input, as /dev/stdout. The file
// the shell opened as standard input is an input whether the command reads it or not (an input
// "/dev/stdin": a record read from it), and standard input itself, a file or a pipe, is never an
// output: writing into one's own input pipe blocks once it is full.
Expected<bool> not_an_input(const std::string& path, const std::vector<std::string>& inputs) {
  std::error_code ec;
  const bool reads_stdin = std::find(inputs.begin(), inputs.end(), "/dev/stdin") != inputs.end();
  const std::string never = "an output never replaces an input";
  if (names_stdin(path))
    return failure(path, reads_stdin ? "it is standard input, which the command reads: " + never
                                     : std::string("it is standard input, not an output"));
  const bool to_stdout = path == "-" || path == "/dev/stdout";
  const std::string file = path == "-" ? "/dev/stdout" : path;
  if (!fs::is_regular_file(file, ec)) return true;  // no file to lose
  std::vector<std::string> all = inputs;
  if (!reads_stdin) all.emplace_back("/dev/stdin");
  for (const std::string& input : all) {
    if (input.empty() || !fs::equivalent(file, input, ec) || ec) continue;
    const std::string what =
        input == "/dev/stdin" ? std::string("standard input") : "the input '" + input + "'";
    return failure(
        path, (to_stdout ? "standard output is " : "it is ") + what + " (the same file): " + never);
  }
  return true;
}

// The folder of `file`, where its temporary goes (a rename does not cross file systems).
fs::path folder_of(const std::string& file) {
  const fs::path target(file);
  return target.has_parent_path() ? target.parent_path() : fs::path(".");
}

// ".NAME.arbiter-XXXXXX" beside `file`, XXXXXX random.
std::string temporary_name(const std::string& file) {
  // Short enough that the temporary's name stays under NAME_MAX (255 bytes).
  const std::string stem = fs::path(file).filename().string().substr(0, 200);
  thread_local std::mt19937_64 rng{std::random_device{}()};
  static constexpr char kLetters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
  std::string suffix(6, 'x');
  for (char& c : suffix) c = kLetters[rng() % (sizeof kLetters - 1)];
  return (folder_of(file) / ("." + stem + ".arbiter-" + suffix)).string();
}

// An existing target's owner, group and permission bits, given to its replacement, so that a
// file replaced by root stays its owner's and its group's. The owner only root may give; the
// group, a member. What cannot be given stays as a new file's.
void keep_owner_and_mode(int fd, const std::string& file) {
  struct stat st {};
  if (::stat(file.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return;
  [[maybe_unused]] const bool given = ::fchown(fd, st.st_uid, st.st_gid) == 0 ||
                                      ::fchown(fd, static_cast<uid_t>(-1), st.st_gid) == 0;
  ::fchmod(fd, st.st_mode & 0777);
}

struct Temporary {
  int fd = -1;
  std::string path;  // empty while the file has no name (O_TMPFILE)
  int slot = -1;     // temporaries::create's, while `path` is to be removed on a signal
};

// The name is gone (renamed or removed): a signal no longer removes it.
void forget(Temporary& tmp) {
  temporaries::release(tmp.slot);
  tmp.slot = -1;
}

Error no_temporary(const std::string& shown, const fs::path& dir, int err) {
  if (err == ENOENT) return failure(shown, "no folder '" + dir.string() + "'");
  return failure(shown, reason(err));
}

// A named temporary, created with O_EXCL (never an existing file), mode 0666 less the umask, as
// any new file.
Expected<Temporary> create_named(const std::string& shown, const std::string& file) {
  for (int attempt = 0; attempt < 100; ++attempt) {
    const std::string tmp = temporary_name(file);
    int slot = -1;
    const int fd = temporaries::create(
        tmp, [&] { return ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666); },
        slot);
    if (fd >= 0) return Temporary{fd, tmp, slot};
    if (errno != EEXIST) return no_temporary(shown, folder_of(file), errno);
  }
  return failure(shown, "no unused temporary name in '" + folder_of(file).string() + "'");
}

// The temporary for `file`: an unnamed file in its folder (O_TMPFILE), which a kill during the
// write leaves nowhere; on a file system without them, a named one. Owner and mode kept.
Expected<Temporary> create_temporary(const std::string& shown, const std::string& file,
                                     bool unnamed) {
  const fs::path dir = folder_of(file);
  const int fd = unnamed ? ::open(dir.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666) : -1;
  // EOPNOTSUPP, or EISDIR and EINVAL from older kernels: no unnamed files there.
  if (fd < 0 && unnamed && errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL)
    return no_temporary(shown, dir, errno);
  Expected<Temporary> tmp =
      fd >= 0 ? Expected<Temporary>(Temporary{fd, ""}) : create_named(shown, file);
  if (tmp) keep_owner_and_mode(tmp->fd, file);
  return tmp;
}

// The unnamed temporary, written, linked under a temporary name to be renamed over `file`: 0, or
// the errno (ENOENT without /proc).
int give_name(Temporary& tmp, const std::string& file) {
  const std::string self = "/proc/self/fd/" + std::to_string(tmp.fd);
  for (int attempt = 0; attempt < 100; ++attempt) {
    const std::string name = temporary_name(file);
    int slot = -1;
    const auto link = [&] {
      return ::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, name.c_str(), AT_SYMLINK_FOLLOW);
    };
    if (temporaries::create(name, link, slot) == 0) {
      tmp.path = name;
      tmp.slot = slot;
      return 0;
    }
    if (errno != EEXIST) return errno;
  }
  return EEXIST;
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

// The temporary written, flushed, named (if unnamed), closed, checked and renamed over `file`.
// When an unnamed temporary cannot be named (no /proc), written again as a named one.
Expected<bool> replace(const std::string& shown, const std::string& file, std::string_view text,
                       bool sync, bool unnamed = true) {
  Expected<Temporary> tmp = create_temporary(shown, file, unnamed);
  if (!tmp) return Error{tmp.error()};
  int err = write_all(tmp->fd, text);
  if (err == 0 && sync && ::fsync(tmp->fd) != 0) err = errno;
  if (err == 0 && tmp->path.empty() && give_name(*tmp, file) != 0) {
    ::close(tmp->fd);
    return replace(shown, file, text, sync, false);
  }
  if (::close(tmp->fd) != 0 && err == 0) err = errno;
  if (err == 0 && ::rename(tmp->path.c_str(), file.c_str()) != 0) err = errno;
  if (err != 0 && !tmp->path.empty()) ::unlink(tmp->path.c_str());
  forget(*tmp);
  if (err == 0) return true;
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

bool g_stdout_failure_reported = false;

Expected<bool> write_stdout(std::string_view text) {
  std::cout.write(text.data(), static_cast<std::streamsize>(text.size()));
  std::cout.flush();
  if (!std::cout) {
    g_stdout_failure_reported = true;
    return make_error("cannot write to standard output");
  }
  return true;
}

}  // namespace

Expected<bool> check(const std::string& path, const WriteOptions& options) {
  Expected<Target> target = resolve(path);
  if (!target) return Error{target.error()};
  if (auto ok = not_an_input(path, options.inputs); !ok) return ok;
  if (target->kind != Target::Kind::Replace) return true;
  Expected<Temporary> tmp = create_temporary(path, target->file, true);
  if (!tmp) return Error{tmp.error()};
  ::close(tmp->fd);
  if (!tmp->path.empty()) ::unlink(tmp->path.c_str());
  forget(*tmp);
  return true;
}

bool same_file(const std::string& a, const std::string& b) {
  if (a == "-" || b == "-") return false;  // standard output: the texts follow one another
  std::error_code ec;
  if (fs::equivalent(a, b, ec) && !ec) return true;
  // Not both there yet: the same path once made absolute, links and dots resolved.
  std::error_code ea, eb;
  const fs::path pa = fs::weakly_canonical(fs::absolute(a, ea), ea);
  const fs::path pb = fs::weakly_canonical(fs::absolute(b, eb), eb);
  return !ea && !eb && pa == pb;
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

bool stdout_failure_reported() {
  return g_stdout_failure_reported;
}

}  // namespace arbiter::output
