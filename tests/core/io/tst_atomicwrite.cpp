// writeFileAtomically / writeStream: a write that fails says why and loses nothing. The full disk
// is a file-size limit (RLIMIT_FSIZE, with SIGXFSZ ignored so that write() fails with EFBIG
// instead of killing the process), set in a child process so the test runner keeps its limits.
#include "core/io/atomicwrite.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace mlpe;

namespace {

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// The entries of `dir` (hidden ones too): a failed write leaves no temporary behind.
QStringList entries(const QString& dir) {
    return QDir(dir).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

class TestAtomicWrite : public QObject {
    Q_OBJECT
private slots:
    void writesANewFile();
    void replacesAnExistingFileKeepingItsMode();
    void neverWritesThroughASymbolicLink();
    void writesToAnOwnDescriptorAsItIsOpen_data();
    void writesToAnOwnDescriptorAsItIsOpen();
    void fullDiskKeepsTheOldFile_data();
    void fullDiskKeepsTheOldFile();
    void missingFolderNamesPathAndReason();
    void refusesAFolder();
    void writesThroughAFifo();
    void writesThroughADevice();
    void streamWriteErrorIsReported();
};

void TestAtomicWrite::writesANewFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.csv"));
    const Expected<void> written = writeFileAtomically(path, "a,b\n1,2\n");
    QVERIFY2(written, qPrintable(written.error()));
    QCOMPARE(readAll(path), QByteArray("a,b\n1,2\n"));
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("new.csv")});
    // The usual mode of a new file: 0666 less the umask.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    struct stat info {};
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &info), 0);
    QCOMPARE(info.st_mode & 0777, 0666 & ~mask);
}

void TestAtomicWrite::replacesAnExistingFileKeepingItsMode() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.json"));
    writeFile(path, "old contents that are longer than the new ones");
    QCOMPARE(::chmod(QFile::encodeName(path).constData(), 0640), 0);
    const Expected<void> written = writeFileAtomically(path, "{}\n");
    QVERIFY2(written, qPrintable(written.error()));
    QCOMPARE(readAll(path), QByteArray("{}\n"));
    struct stat info {};
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &info), 0);
    QCOMPARE(info.st_mode & 0777, mode_t(0640));
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("old.json")});
}

// A link (planted as `index.html -> ../secret` in an output folder, or any other) is replaced by
// the new file; what it pointed to keeps its bytes.
void TestAtomicWrite::neverWritesThroughASymbolicLink() {
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("secret"));
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("out"))));
    const QString link = dir.filePath(QStringLiteral("out/index.html"));
    writeFile(target, "the user's secret\n");
    QVERIFY(QFile::link(QStringLiteral("../secret"), link));
    const Expected<void> written = writeFileAtomically(link, "<html>\n");
    QVERIFY2(written, qPrintable(written.error()));
    QVERIFY(!QFileInfo(link).isSymLink());
    QCOMPARE(readAll(link), QByteArray("<html>\n"));
    QCOMPARE(readAll(target), QByteArray("the user's secret\n"));
    // A dangling link is refused, never followed into creating its target.
    const QString dangling = dir.filePath(QStringLiteral("out/dangling.csv"));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("nowhere.csv")), dangling));
    const Expected<void> refused = writeFileAtomically(dangling, "x\n");
    QVERIFY(!refused);
    QVERIFY2(refused.error().contains(QLatin1String("dangling symbolic link")),
             qPrintable(refused.error()));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("nowhere.csv"))));
}

// `--output /dev/stdout >> log.csv`: the path names one of the process's descriptors, which is
// written as it is open (appending here), never replaced by a new file. The descriptor is a
// duplicate of one opened on a file with O_APPEND, as the shell's `>>` opens it.
void TestAtomicWrite::writesToAnOwnDescriptorAsItIsOpen_data() {
    QTest::addColumn<QString>("form"); // %1 = the descriptor number
    QTest::newRow("/proc/self/fd/N") << "/proc/self/fd/%1";
    QTest::newRow("/dev/fd/N") << "/dev/fd/%1";
    QTest::newRow("/proc/PID/fd/N") << QStringLiteral("/proc/%1/fd/").arg(::getpid()) + "%1";
    QTest::newRow("a link to /dev/fd/N") << "link:/dev/fd/%1";
}

void TestAtomicWrite::writesToAnOwnDescriptorAsItIsOpen() {
    QFETCH(QString, form);
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("log.csv"));
    writeFile(log, "old line 1\nold line 2\n");
    const int fd = ::open(QFile::encodeName(log).constData(), O_WRONLY | O_APPEND);
    QVERIFY(fd >= 0);
    QString path = form.arg(fd);
    if (path.startsWith(QLatin1String("link:"))) {
        const QString link = dir.filePath(QStringLiteral("to-descriptor"));
        QVERIFY(QFile::link(path.mid(5), link));
        path = link;
    }
    const Expected<void> written = writeFileAtomically(path, "new line\n");
    ::close(fd);
    QVERIFY2(written, qPrintable(written.error()));
    QCOMPARE(readAll(log), QByteArray("old line 1\nold line 2\nnew line\n"));
    QVERIFY(entries(dir.path()).contains(QStringLiteral("log.csv")));
    QVERIFY(!QFileInfo(log).isSymLink());
}

void TestAtomicWrite::fullDiskKeepsTheOldFile_data() {
    QTest::addColumn<qint64>("size");
    // Larger than the limit; one write, and many (the limit hit in the middle of the data).
    QTest::newRow("64 KiB") << qint64(64) * 1024;
    QTest::newRow("8 MiB") << qint64(8) * 1024 * 1024;
}

void TestAtomicWrite::fullDiskKeepsTheOldFile() {
    QFETCH(qint64, size);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("results.csv"));
    const QByteArray old("the user's file, which must survive\n");
    writeFile(path, old);
    const QString message = dir.filePath(QStringLiteral("message.txt"));

    const pid_t child = ::fork();
    QVERIFY(child >= 0);
    if (child == 0) {
        std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{4096, 4096};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        const Expected<void> written = writeFileAtomically(path, QByteArray(size, 'x'));
        if (written)
            ::_exit(0);
        QFile out(message);
        if (out.open(QIODevice::WriteOnly))
            out.write(written.error().toUtf8());
        out.close();
        ::_exit(1);
    }
    int status = 0;
    QCOMPARE(::waitpid(child, &status, 0), child);
    QVERIFY(WIFEXITED(status));
    QCOMPARE(WEXITSTATUS(status), 1); // the write failed, and said so
    QCOMPARE(readAll(path), old);     // byte-identical
    const QString text = QString::fromUtf8(readAll(message));
    QVERIFY2(text.startsWith(QStringLiteral("cannot write %1: ").arg(path)), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("File too large")), qPrintable(text));
    QFile::remove(message);
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("results.csv")}); // no temporary
}

void TestAtomicWrite::missingFolderNamesPathAndReason() {
    const Expected<void> written =
        writeFileAtomically(QStringLiteral("/nonexistent/folder/out.csv"), "x");
    QVERIFY(!written);
    QCOMPARE(written.error(),
             QStringLiteral("cannot write /nonexistent/folder/out.csv: No such file or directory"));
}

void TestAtomicWrite::refusesAFolder() {
    QTemporaryDir dir;
    const Expected<void> written = writeFileAtomically(dir.path(), "x");
    QVERIFY(!written);
    QCOMPARE(written.error(), QStringLiteral("cannot write %1: it is a folder").arg(dir.path()));
    QVERIFY(QFileInfo(dir.path()).isDir());
}

void TestAtomicWrite::writesThroughAFifo() {
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    // A reader in a child: the FIFO delivers the bytes and is still a FIFO afterwards.
    const pid_t child = ::fork();
    QVERIFY(child >= 0);
    if (child == 0) {
        QFile in(fifo);
        if (!in.open(QIODevice::ReadOnly))
            ::_exit(2);
        ::_exit(in.readAll() == QByteArray("through\n") ? 0 : 1);
    }
    const Expected<void> written = writeFileAtomically(fifo, "through\n");
    int status = 0;
    QCOMPARE(::waitpid(child, &status, 0), child);
    QVERIFY2(written, qPrintable(written.error()));
    QVERIFY(WIFEXITED(status));
    QCOMPARE(WEXITSTATUS(status), 0);
    struct stat info {};
    QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &info), 0);
    QVERIFY(S_ISFIFO(info.st_mode));
}

void TestAtomicWrite::writesThroughADevice() {
    // A device node stays a device: as root, a rename over it would replace the node with a
    // regular file. The test makes its own null device (1, 3), so it does not depend on the
    // machine's /dev/null; creating a node needs root.
    QTemporaryDir dir;
    const QString node = dir.filePath(QStringLiteral("null"));
    if (::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
        QSKIP("cannot create a device node (not root): the write-through is not tested");
    const Expected<void> written = writeFileAtomically(node, "discarded\n");
    QVERIFY2(written, qPrintable(written.error()));
    struct stat info {};
    QCOMPARE(::lstat(QFile::encodeName(node).constData(), &info), 0);
    QVERIFY(S_ISCHR(info.st_mode));
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("null")});
    // A device that fails: the full device (1, 7) reports a full disk.
    const QString full = dir.filePath(QStringLiteral("full"));
    QCOMPARE(::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0666, makedev(1, 7)), 0);
    const Expected<void> failed = writeFileAtomically(full, "x\n");
    QVERIFY(!failed);
    QCOMPARE(failed.error(), QStringLiteral("cannot write %1: No space left on device").arg(full));
}

void TestAtomicWrite::streamWriteErrorIsReported() {
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full on this system");
    std::FILE* full = std::fopen("/dev/full", "w");
    QVERIFY(full);
    const Expected<void> written = writeStream(full, QByteArray(100000, 'y'));
    std::fclose(full);
    QVERIFY(!written);
    QVERIFY2(written.error().endsWith(QLatin1String(": No space left on device")),
             qPrintable(written.error()));
    std::FILE* null = std::fopen("/dev/null", "w");
    QVERIFY(null);
    QVERIFY(writeStream(null, "fine\n"));
    std::fclose(null);
}

QTEST_GUILESS_MAIN(TestAtomicWrite)
#include "tst_atomicwrite.moc"
