// MissingFilesList on an arbitrary MISSING_FILES.txt: entries never escape the round folder.
#include "core/import/missingfileslist.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    std::vector<mlpe::ImportProblem> problems;
    const auto entries =
        mlpe::MissingFilesList::parse(bytes, QStringLiteral("MISSING_FILES.txt"),
                                      QStringLiteral("training_results_v4.1"), problems);
    for (const auto& e : entries) {
        for (const QString& part : {e.submitter, e.system, e.benchmark})
            if (part.isEmpty() || part == QLatin1String("..") || part.contains(QLatin1Char('/')))
                __builtin_trap();
        for (const QString& file : e.files)
            if (file.split(QLatin1Char('/')).contains(QStringLiteral("..")))
                __builtin_trap();
    }
    return 0;
}
