// RegularFile: only regular files are read, within a size limit (a result log linked
// to /dev/zero was read until std::bad_alloc; a FIFO blocked the import).
#include "core/io/regularfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace mlpe;

class TestRegularFile : public QObject {
    Q_OBJECT
private slots:
    void readsARegularFile();
    void refusesWhatIsNoRegularFile_data();
    void refusesWhatIsNoRegularFile();
    void refusesAFileOverTheLimit();
    void limitText();
    void oneReaderForManyFiles();

private:
    QTemporaryDir m_dir;
};

void TestRegularFile::readsARegularFile() {
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("plain.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("hello\nworld\n");
    file.close();
    const QString link = m_dir.filePath(QStringLiteral("link.txt"));
    QVERIFY(QFile::link(path, link)); // links to regular files are followed
    for (const QString& p : {path, link}) {
        const Expected<QByteArray> bytes = RegularFile::readAll(p, 12);
        QVERIFY2(bytes, qPrintable(bytes.error()));
        QCOMPARE(*bytes, QByteArray("hello\nworld\n"));
    }
}

void TestRegularFile::refusesWhatIsNoRegularFile_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("link to /dev/zero") << "zero"
                                       << "not a regular file (a character device)";
    QTest::newRow("FIFO") << "fifo"
                          << "not a regular file (a FIFO)";
    QTest::newRow("folder") << "folder"
                            << "a folder, not a file";
    QTest::newRow("dangling link") << "dangling"
                                   << "dangling symbolic link";
    QTest::newRow("link loop") << "loop"
                               << "symbolic link loop";
    QTest::newRow("missing") << "missing"
                             << "No such file or directory";
}

void TestRegularFile::refusesWhatIsNoRegularFile() {
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(kind);
    if (kind == QLatin1String("zero"))
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
    else if (kind == QLatin1String("fifo"))
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    else if (kind == QLatin1String("folder"))
        QVERIFY(QDir().mkpath(path));
    else if (kind == QLatin1String("dangling"))
        QVERIFY(QFile::link(m_dir.filePath(QStringLiteral("nowhere")), path));
    else if (kind == QLatin1String("loop"))
        QVERIFY(QFile::link(path, path));
    const Expected<QByteArray> bytes = RegularFile::readAll(path, RegularFile::kSmallFileLimit);
    QVERIFY(!bytes);
    QCOMPARE(bytes.error(), reason);
}

void TestRegularFile::refusesAFileOverTheLimit() {
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("big.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(100, 'x'));
    file.close();
    const Expected<QByteArray> over = RegularFile::readAll(path, 99);
    QVERIFY(!over);
    QCOMPARE(over.error(), QStringLiteral("file of 100 bytes is larger than the 99 bytes this "
                                          "reader accepts"));
    const Expected<QByteArray> within = RegularFile::readAll(path, 100);
    QVERIFY2(within, qPrintable(within.error()));
    QCOMPARE(within->size(), 100);
}

void TestRegularFile::limitText() {
    QCOMPARE(RegularFile::limitText(RegularFile::kLogLimit), QStringLiteral("1 GiB"));
    QCOMPARE(RegularFile::limitText(RegularFile::kSmallFileLimit), QStringLiteral("16 MiB"));
    QCOMPARE(RegularFile::limitText(1000), QStringLiteral("1000 bytes"));
}

// One RegularFile opening file after file (as a log reader does, relative to the folder of the
// previous one) reads and refuses exactly what a fresh one does, across folders and for every
// kind of entry.
void TestRegularFile::oneReaderForManyFiles() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto at = [&](const char* name) { return dir.filePath(QString::fromLatin1(name)); };
    QVERIFY(QDir().mkpath(at("a/folder")));
    QVERIFY(QDir().mkpath(at("b")));
    for (const char* name : {"a/one.txt", "a/two.txt", "b/three.txt"}) {
        QFile file(at(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(name);
    }
    QVERIFY(QFile::link(at("a/nowhere"), at("a/dangling.txt")));
    QVERIFY(QFile::link(at("a/loop.txt"), at("a/loop.txt")));
    QVERIFY(::mkfifo(QFile::encodeName(at("a/fifo.txt")).constData(), 0600) == 0);
    QVERIFY(QFile::link(at("b"), at("a/to_b")));
    const QStringList paths = {at("a/one.txt"),      at("a/two.txt"),        at("a/dangling.txt"),
                               at("a/missing.txt"),  at("a/loop.txt"),       at("a/fifo.txt"),
                               at("a/folder"),       at("a/folder/"),        at("a/one.txt"),
                               at("b/three.txt"),    at("a/to_b/three.txt"), at("a/to_b/three.txt"),
                               at("a/../a/two.txt"), at("a/two.txt"),        at("gone/x.txt"),
                               at("gone/y.txt"),     at("a/one.txt")};
    RegularFile reused;
    for (const QString& path : paths) {
        const auto what = [&](RegularFile& file) {
            const Expected<void> opened = file.open(path, 1000);
            if (!opened)
                return opened.error();
            char bytes[64] = {};
            const Expected<qint64> n = file.read(bytes, sizeof bytes);
            return n ? QString::fromLatin1(bytes, *n) : n.error();
        };
        RegularFile fresh;
        QCOMPARE(what(reused), what(fresh));
    }
    QCOMPARE(RegularFile().open(at("a/dangling.txt"), 1000).error(),
             QStringLiteral("dangling symbolic link"));
}

QTEST_APPLESS_MAIN(TestRegularFile)
#include "tst_regularfile.moc"
