// The mutation run over Torres (verify/mutate/instances.h), compiled here once.
#include "verify/mutate/instances.h"

namespace arbiter::mutate {
ARBITER_MUTATE_INSTANCES(, torres::Torres)
}  // namespace arbiter::mutate
