// The named temporaries of output files (output_file.h) being written, removed when a
// terminating signal (SIGTERM, SIGINT, SIGHUP) ends the program: a batch system's time limit or
// a Ctrl-C leaves none behind. Only `kill -9` (or SIGQUIT's core dump) can.
#pragma once

#include <functional>
#include <string>

namespace arbiter::output::temporaries {

// Creates the temporary `path` by calling `make` (an open with O_CREAT | O_EXCL, or a link;
// its result, -1 with errno on failure), registered to be removed on such a signal: no signal
// falls between the creation and the registration, in this thread or another. The first call
// installs the handlers, for the signals whose action is still the default one. Returns make's
// result; `slot` is the slot to release, -1 when the file was not created or every slot is held
// (then it is not covered).
int create(const std::string& path, const std::function<int()>& make, int& slot);

// The temporary is renamed or removed: no longer removed on a signal.
void release(int slot);

}  // namespace arbiter::output::temporaries
