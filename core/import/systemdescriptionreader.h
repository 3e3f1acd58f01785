#pragma once

#include "core/model/importproblem.h"
#include "core/model/plausiblelimits.h"
#include "core/model/systemdescription.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace mlpe {

// Reads `<submitter>/systems/<system>.json`. Tolerates every variation of rounds v0.6 to v5.1:
// numbers written as strings, integers or floats ("8", 8, 1.0), `other_software_stack` as
// object, list or string, padded keys and values, optional keys missing, and the older formats
// (docs/scoring.md, "System description"):
// - spellings of v0.6/v0.7 templates, read when the key itself is absent: "divison" for
//   division, "number of nodes" for number_of_nodes, "sumitter" for submitter (an Info says so);
// - v0.5-style descriptions (v0.6 Fujitsu, Intel): "nodes": [{"num_nodes", "num_accelerators",
//   "accelerator"}], "hardware" for the system name;
// - the v0.6 NVIDIA descriptions, which are not JSON but log lines `key: {"value": ...}` (org,
//   division, status, platform, and an `entry` whose value is a Python dict text holding
//   num_nodes, num_accelerators, accelerator and framework).
// Division is lower-cased ("Closed"); "close" (v1.0) is read as closed. Counts are truncated like
// Python's int(float(x)) in the official tools. A count that cannot describe a real machine
// (negative, not finite, or N = nodes x accelerators per node above kMaxAccelerators) is an
// Error naming the file and the line of the key, and no description is returned.
class SystemDescriptionReader {
public:
    // The largest N accepted. The largest system in rounds v3.1-v5.1 has 11,616 accelerators; a
    // million leaves room for growth while N and N x T stay far from int overflow.
    static constexpr int kMaxAccelerators = plausible::kMaxAccelerators;

    // Reads the file; the system key is the file name without ".json". Returns nullopt (and
    // appends an Error problem naming the file and, for malformed JSON, the line) when the file
    // cannot be read or is not a JSON object (nor the v0.6 NVIDIA log-line format), when a
    // string holds a raw control character (a NUL: not JSON, though QJsonDocument takes it), and
    // when a key the description is read from (number_of_nodes, accelerator_model_name, ...) is
    // given twice (which one counts would be a guess). A repeated key that is not read changes
    // nothing and is not reported. Missing or odd fields give Warning problems and default
    // values but still return a description. `fields`, when given, receives the file's own
    // top-level keys as written (before any spelling is read for another key): what the
    // official summarizer sees.
    static std::optional<SystemDescription> readFile(const QString& path,
                                                     const QString& submitterFolder,
                                                     std::vector<ImportProblem>& problems,
                                                     QStringList* fields = nullptr);

    // Same, from bytes already in memory; `path` is used in messages and for the system key.
    static std::optional<SystemDescription> parse(const QByteArray& bytes, const QString& path,
                                                  const QString& submitterFolder,
                                                  std::vector<ImportProblem>& problems,
                                                  QStringList* fields = nullptr);

    // 1-based line of a byte offset (for QJsonParseError::offset).
    static int lineOfOffset(const QByteArray& bytes, qsizetype offset);
};

} // namespace mlpe
