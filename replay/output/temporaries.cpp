// Removing the temporaries being written when a signal ends the program (temporaries.h).
//
// Threads keep running while one of them handles the signal. So that none creates a temporary
// after the handler looked at its slot, a slot is claimed (kCreating) before the file is made,
// with the signals blocked in that thread, and the handler waits for every kCreating slot to be
// settled; a thread that claims one after the handler began (`dying`) makes nothing and waits
// for the end. The handler locks a slot (kRemoving) before reading its path, so that its owner
// cannot reuse it meanwhile.
#include "replay/output/temporaries.h"

#include <pthread.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <mutex>

namespace arbiter::output::temporaries {
namespace {

// A fixed table, so that the handler reads no memory another thread may free. With unnamed
// temporaries (O_TMPFILE), a name exists only from its link to its rename: a few at a time.
constexpr std::size_t kSlots = 64;
constexpr std::size_t kPathMax = 4096;

enum State : int { kFree, kCreating, kHeld, kRemoving };

struct Slot {
  std::atomic<int> state{kFree};
  char path[kPathMax];
};

std::array<Slot, kSlots> slots;
std::atomic<bool> dying{false};

constexpr std::array<int, 3> kSignals{SIGTERM, SIGINT, SIGHUP};

sigset_t signal_set() {
  sigset_t set;
  sigemptyset(&set);
  for (int sig : kSignals) sigaddset(&set, sig);
  return set;
}

// Another thread is ending the program: wait for it, with the signals let through.
[[noreturn]] void wait_for_the_end() {
  const sigset_t set = signal_set();
  ::pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
  for (;;) ::pause();
}

// Async-signal-safe: atomics, unlink, sigaction and raise only. The signal, raised again with
// its default action, ends the program once the handler returns, with the status it gives.
void remove_and_end(int sig) {
  dying.store(true);
  for (Slot& s : slots) {
    while (s.state.load() == kCreating) {
      // a syscall away in another thread, whose signals are blocked
    }
    int held = kHeld;
    if (s.state.compare_exchange_strong(held, kRemoving)) ::unlink(s.path);
  }
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
    act.sa_mask = signal_set();
    ::sigaction(sig, &act, nullptr);
  }
}

// A free slot, now kCreating with `path`; -1 when none is free or the path is too long.
int claim(const std::string& path) {
  if (path.size() >= kPathMax) return -1;
  for (std::size_t i = 0; i < kSlots; ++i) {
    int expected = kFree;
    if (!slots[i].state.compare_exchange_strong(expected, kCreating)) continue;
    std::memcpy(slots[i].path, path.c_str(), path.size() + 1);
    return static_cast<int>(i);
  }
  return -1;
}

}  // namespace

int create(const std::string& path, const std::function<int()>& make, int& slot) {
  static std::once_flag installed;
  std::call_once(installed, install);
  const sigset_t set = signal_set();
  sigset_t old;
  ::pthread_sigmask(SIG_BLOCK, &set, &old);
  slot = claim(path);
  if (dying.load()) {
    // The handler, in another thread, waits for this slot to settle: free it, make nothing.
    if (slot >= 0) slots[static_cast<std::size_t>(slot)].state.store(kFree);
    wait_for_the_end();
  }
  const int result = make();
  const int err = errno;
  if (slot >= 0) slots[static_cast<std::size_t>(slot)].state.store(result >= 0 ? kHeld : kFree);
  if (result < 0) slot = -1;
  ::pthread_sigmask(SIG_SETMASK, &old, nullptr);
  errno = err;
  return result;
}

void release(int slot) {
  if (slot < 0) return;
  int held = kHeld;
  if (!slots[static_cast<std::size_t>(slot)].state.compare_exchange_strong(held, kFree))
    wait_for_the_end();  // kRemoving: the handler has it
}

}  // namespace arbiter::output::temporaries
