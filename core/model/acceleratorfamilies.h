#pragma once

#include "systemdescription.h"

#include <QString>
#include <QStringView>
#include <vector>

namespace mlpe {

// Normalises `accelerator_model_name` to a family and a variant with one ordered rule table
// (acceleratorfamilies.cpp). Rules are tried in order, most specific first, and the first whose
// pattern matches (case-insensitively, anywhere in the name) wins. A rule's family and variant are
// templates in which %1, %2, ... stand for the pattern's capture groups (upper-cased; an unmatched
// optional group is empty); the result is simplified (single spaces, trimmed).
class AcceleratorFamilies {
public:
    struct Rule {
        const char* pattern; // QRegularExpression syntax
        const char* family;
        const char* variant; // template, see above
    };

    // The rule table, in matching order.
    static const std::vector<Rule>& rules();

    // Unmatched names keep their (trimmed) raw name as family and matched = false, so that they
    // stay visible as their own family and are never merged into another one.
    static AcceleratorIdentity identify(QStringView rawName);
    // Same, for a name that leaves the generation to the system's name: Google's v0.7 and v1.0
    // descriptions say only "TPU", their system names "tpu-v4-128". A bare "TPU" takes the
    // family of the system name when that is a TPU generation; the raw name stays "TPU".
    static AcceleratorIdentity identify(QStringView rawName, QStringView systemName);

private:
    // identify() without its per-thread memory of the names seen.
    static AcceleratorIdentity identifyUncached(QStringView rawName);
};

} // namespace mlpe
