// The named temporaries of output files (output_file.h) being written, removed when a
// terminating signal (SIGTERM, SIGINT, SIGHUP) ends the program: a batch system's time limit or
// a Ctrl-C leaves none behind. Only `kill -9` (or SIGQUIT's core dump) can.
#pragma once

#include <string>

namespace arbiter::output::temporaries {

// Registers `path`, a temporary about to be created, to be removed on such a signal; the first
// call installs the handlers, for the signals whose action is still the default one. Returns the
// slot to release, or -1 when every slot is held (then the temporary is not covered).
int hold(const std::string& path);

// The temporary is renamed or removed: no longer removed on a signal.
void release(int slot);

}  // namespace arbiter::output::temporaries
