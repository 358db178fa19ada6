// Removing the temporaries being written when a signal ends the program (temporaries.h).
#include "replay/output/temporaries.h"

#include <unistd.h>

#include <array>
#include <atomic>
#include <csignal>
#include <cstring>
#include <mutex>

namespace arbiter::output::temporaries {
namespace {

// A fixed table, so that the handler reads no memory another thread may free. With unnamed
// temporaries (O_TMPFILE), a name exists only from its link to its rename: a few at a time.
constexpr std::size_t kSlots = 64;
constexpr std::size_t kPathMax = 4096;

enum State : int { kFree, kFilling, kHeld };

struct Slot {
  std::atomic<int> state{kFree};
  char path[kPathMax];
};

std::array<Slot, kSlots> slots;

constexpr std::array<int, 3> kSignals{SIGTERM, SIGINT, SIGHUP};

// Async-signal-safe: unlink, sigaction and raise only. The signal, raised again with its default
// action, ends the program once the handler returns, with the status the signal gives.
void remove_and_end(int sig) {
  for (Slot& s : slots)
    if (s.state.load() == kHeld) ::unlink(s.path);
  struct sigaction dfl {};
  dfl.sa_handler = SIG_DFL;
  ::sigaction(sig, &dfl, nullptr);
  ::raise(sig);
}

// Leaves alone a signal the program (or `nohup`, or a shell's background job) ignores or handles.
void install() {
  for (int sig : kSignals) {
    struct sigaction old {};
    if (::sigaction(sig, nullptr, &old) != 0 || old.sa_handler != SIG_DFL) continue;
    struct sigaction act {};
    act.sa_handler = remove_and_end;
    sigemptyset(&act.sa_mask);
    for (int other : kSignals) sigaddset(&act.sa_mask, other);
    ::sigaction(sig, &act, nullptr);
  }
}

}  // namespace

int hold(const std::string& path) {
  static std::once_flag installed;
  std::call_once(installed, install);
  if (path.size() >= kPathMax) return -1;
  for (std::size_t i = 0; i < kSlots; ++i) {
    int expected = kFree;
    if (!slots[i].state.compare_exchange_strong(expected, kFilling)) continue;
    std::memcpy(slots[i].path, path.c_str(), path.size() + 1);
    slots[i].state.store(kHeld);
    return static_cast<int>(i);
  }
  return -1;
}

void release(int slot) {
  if (slot >= 0) slots[static_cast<std::size_t>(slot)].state.store(kFree);
}

}  // namespace arbiter::output::temporaries
