// descriptorNamedBy: the spellings of "this process's descriptor N" are recognised by name, link
// by link, before the file they show is looked at (`> log.csv` makes /dev/stdout look like
// log.csv itself).
#include "core/io/descriptorpath.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace mlpe;

class TestDescriptorPath : public QObject {
    Q_OBJECT
private slots:
    void names_data();
    void names();
};

void TestDescriptorPath::names_data() {
    QTest::addColumn<QString>("path"); // "link:" = a symbolic link to the rest, made by the test
    QTest::addColumn<int>("fd");       // -1: no descriptor
    QTest::newRow("/dev/stdout") << "/dev/stdout" << 1;
    QTest::newRow("/dev/stderr") << "/dev/stderr" << 2;
    QTest::newRow("/dev/fd/1") << "/dev/fd/1" << 1;
    QTest::newRow("/proc/self/fd/1") << "/proc/self/fd/1" << 1;
    QTest::newRow("/proc/PID/fd/2") << QStringLiteral("/proc/%1/fd/2").arg(::getpid()) << 2;
    QTest::newRow("dots and slashes") << "/dev//./fd/../fd/1" << 1;
    QTest::newRow("a link to /dev/stdout") << "link:/dev/stdout" << 1;
    QTest::newRow("another process's descriptor") << "/proc/1/fd/1" << -1;
    QTest::newRow("/dev/null") << "/dev/null" << -1;
    QTest::newRow("a regular file") << "file" << -1;
    QTest::newRow("a link to a regular file") << "link:file" << -1;
    QTest::newRow("nothing there") << "/nonexistent/out.csv" << -1;
    QTest::newRow("empty") << "" << -1;
}

void TestDescriptorPath::names() {
    QFETCH(QString, path);
    QFETCH(int, fd);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("file"));
    QFile(file).open(QIODevice::WriteOnly);
    if (path == QLatin1String("file"))
        path = file;
    if (path.startsWith(QLatin1String("link:"))) {
        const QString target = path.mid(5) == QLatin1String("file") ? file : path.mid(5);
        path = dir.filePath(QStringLiteral("link"));
        QVERIFY(QFile::link(target, path));
    }
    const std::optional<int> named = descriptorNamedBy(path);
    QCOMPARE(named.value_or(-1), fd);
}

QTEST_GUILESS_MAIN(TestDescriptorPath)
#include "tst_descriptorpath.moc"
