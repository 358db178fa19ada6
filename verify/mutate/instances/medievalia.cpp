// The mutation run over Medievalia (verify/mutate/instances.h), compiled here once.
#include "verify/mutate/instances.h"

namespace arbiter::mutate {
ARBITER_MUTATE_INSTANCES(, medievalia::Medievalia)
}  // namespace arbiter::mutate
