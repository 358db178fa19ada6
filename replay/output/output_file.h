// Writing an output file so that nothing already there is lost (docs/cli.md, "Output files").
//
// An output that is one of the command's inputs is refused. A regular file is written to a
// temporary in its own folder (a file with no name, O_TMPFILE, where the file system has them;
// named ".NAME.arbiter-XXXXXX" only to be renamed), flushed, closed and checked, then renamed
// over the target, with the target's owner, group and permission bits where the writer may give
// them: a kill, a full disk or a file size limit (`ulimit -f`) leaves the old file whole, and a
// reader never sees half a file. SIGTERM, SIGINT and SIGHUP remove a named temporary
// (temporaries.h). A path that is not a regular file (a device such as /dev/null or /dev/full, a
// FIFO) or that names what a process has open (/dev/fd/N, /dev/stdout, anything under /proc/)
// cannot be renamed over: it is written directly, and the write is checked all the same. "-" and
// /dev/stdout are std::cout; pointed by the shell at an input, both are refused.
//
// Links: a symbolic link to an existing file is followed (the file it names is replaced, the link
// stays); a dangling one is refused, never followed to create a file elsewhere. Replacing a file
// gives it a new inode: another hard link to the old file keeps the old content.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/expected.h"

namespace arbiter::output {

struct WriteOptions {
  // The files the command reads. An output that is one of them (the same file, by any name:
  // a symbolic or a hard link) is refused.
  std::vector<std::string> inputs;
  // fsync the file before the rename, so that a crash of the machine, not only of the program,
  // keeps the old file or the new one. `verify --save` turns it off: thousands of records, each
  // played again from the seed.
  bool sync = true;
};

// Checks, before the work that produces it, that `path` can be written: it is not one of the
// inputs, not a dangling symbolic link, not a directory, and its folder takes a new file (a
// temporary is created there and removed). The error reads "cannot write 'PATH': why".
Expected<bool> check(const std::string& path, const WriteOptions& options = {});

// Writes `text` to `path` as the header says. On any failure the target is left as it was, the
// temporary is removed, and the error reads "cannot write 'PATH': why" (the system's reason).
Expected<bool> write(const std::string& path, std::string_view text,
                     const WriteOptions& options = {});

// True once a write to standard output ("-") failed and its error was returned: the program's
// last check of standard output then says nothing more (one message per failure).
bool stdout_failure_reported();

// True when `a` and `b` name the same file, by any name (a symbolic link in the path, a hard
// link), whether it exists yet or not: two outputs of one command that may not share a file.
// "-" (standard output) shares with nothing.
bool same_file(const std::string& a, const std::string& b);

}  // namespace arbiter::output
