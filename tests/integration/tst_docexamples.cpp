// The documentation's examples stay true: every command output quoted in README.md and docs/*.md
// under an example marker is what the program prints today (the embedded data, so no archive is
// needed). Two forms, in the Markdown source:
//
//   <!-- example: analyze --round 4.1 --benchmark bert -->
//   ```
//   a line the command prints (every non-empty line of the next fenced block is checked)
//   ```
//
//   <!-- example: compare --round 4.1 ... => text the command prints -->
//   (the quoted text must also stand in the document outside the marker, where a reader sees it)
//
// A marker's command runs once per distinct argument list; stdout and stderr are searched
// together, verbatim.
#include <QDir>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace {

struct Example {
    QString document; // path relative to the source folder
    int line = 0;
    QString arguments;
    QStringList quotes;
    bool inlineQuote = false;
};

QString readText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// The examples of one Markdown document.
QList<Example> examplesIn(const QString& source, const QString& document) {
    static const QRegularExpression marker(
        QStringLiteral("^<!-- example: (.+?)(?: => (.+))? -->$"));
    const QStringList lines =
        readText(source + QLatin1Char('/') + document).split(QLatin1Char('\n'));
    QList<Example> examples;
    for (int i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch m = marker.match(lines[i].trimmed());
        if (!m.hasMatch())
            continue;
        Example e{document, i + 1, m.captured(1).trimmed(), {}, m.hasCaptured(2)};
        if (e.inlineQuote) {
            e.quotes << m.captured(2);
        } else if (i + 1 < lines.size() && lines[i + 1].startsWith(QLatin1String("```"))) {
            for (int j = i + 2; j < lines.size() && !lines[j].startsWith(QLatin1String("```")); ++j)
                if (!lines[j].trimmed().isEmpty())
                    e.quotes << lines[j];
        }
        examples << e;
    }
    return examples;
}

} // namespace

class TestDocExamples : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void examples_data();
    void examples();

private:
    QString m_source;
    QString m_program;
    QMap<QString, QString> m_outputs; // arguments -> stdout + stderr
};

void TestDocExamples::initTestCase() {
    m_source = qEnvironmentVariable("MLPE_SOURCE_DIR");
    m_program = qEnvironmentVariable("MLPE_BUILD_DIR") + QStringLiteral("/app/mlperf-explorer");
    if (m_source.isEmpty() || !QFile::exists(m_program))
        QSKIP("MLPE_SOURCE_DIR / MLPE_BUILD_DIR not set or no mlperf-explorer built");
}

void TestDocExamples::examples_data() {
    QTest::addColumn<QString>("document");
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QStringList>("quotes");
    QTest::addColumn<bool>("inlineQuote");
    QStringList documents{QStringLiteral("README.md")};
    for (const QString& name : QDir(m_source + QStringLiteral("/docs"))
                                   .entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name))
        documents << QStringLiteral("docs/") + name;
    int count = 0;
    for (const QString& document : documents) {
        for (const Example& e : examplesIn(m_source, document)) {
            QTest::addRow("%s:%d", qPrintable(e.document), e.line)
                << e.document << e.arguments << e.quotes << e.inlineQuote;
            ++count;
        }
    }
    // The markers themselves must not silently disappear.
    QVERIFY2(count >= 5, qPrintable(QStringLiteral("only %1 example markers found").arg(count)));
}

void TestDocExamples::examples() {
    QFETCH(QString, document);
    QFETCH(QString, arguments);
    QFETCH(QStringList, quotes);
    QFETCH(bool, inlineQuote);
    QVERIFY2(!quotes.isEmpty(), "an example marker with nothing quoted after it");
    if (!m_outputs.contains(arguments)) {
        QProcess process;
        process.start(m_program, arguments.split(QLatin1Char(' '), Qt::SkipEmptyParts));
        QVERIFY(process.waitForFinished(300000));
        QCOMPARE(process.exitCode(), 0);
        m_outputs.insert(arguments, QString::fromUtf8(process.readAllStandardOutput() +
                                                      process.readAllStandardError()));
    }
    const QString& output = m_outputs[arguments];
    const QString text = readText(m_source + QLatin1Char('/') + document);
    for (const QString& quote : quotes) {
        QVERIFY2(
            output.contains(quote),
            qPrintable(
                QStringLiteral("mlperf-explorer %1 no longer prints\n  %2").arg(arguments, quote)));
        // The marker's copy and the reader's copy, which Markdown may wrap over lines.
        if (inlineQuote)
            QVERIFY2(text.simplified().count(quote.simplified()) >= 2,
                     qPrintable(QStringLiteral("%1 does not show the checked text\n  %2")
                                    .arg(document, quote)));
    }
}

QTEST_GUILESS_MAIN(TestDocExamples)
#include "tst_docexamples.moc"
