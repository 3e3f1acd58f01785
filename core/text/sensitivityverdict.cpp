#include "sensitivityverdict.h"

#include "core/analysis/numberformat.h"

namespace mlpe::text {

using namespace mlpe::analysis;

namespace {

std::string references(int n) {
    return std::to_string(n) + (n == 1 ? " reference" : " references");
}

} // namespace

SensitivityVerdict sensitivityVerdict(const SensitivityResult& s) {
    SensitivityVerdict v{sensitivityOutcomes(s), {}};
    if (!s.performed || v.references == 0) {
        v.text = "no reference sensitivity (no candidate reference with N <= " +
                 std::to_string(s.maxReferenceAccelerators) + ")";
        return v;
    }
    if (v.found == 0)
        v.text = "N* found under 0 of " + references(v.references);
    else if (formatAccelerators(v.foundMin) == formatAccelerators(v.foundMax))
        v.text = "N* \u2248 " + formatAccelerators(v.foundMin) + " under " +
                 std::to_string(v.found) + " of " + references(v.references);
    else
        v.text = "N* between " + formatAccelerators(v.foundMin) + " and " +
                 formatAccelerators(v.foundMax) + " under " + std::to_string(v.found) + " of " +
                 references(v.references);
    if (v.atOrAbove > 0)
        v.text += "; at or above " + formatAccelerators(v.largestN) + " under " +
                  std::to_string(v.atOrAbove);
    if (v.below > 0)
        v.text += "; below the smallest N under " + std::to_string(v.below);
    if (v.notAvailable > 0)
        v.text += "; not available under " + std::to_string(v.notAvailable);
    return v;
}

} // namespace mlpe::text
