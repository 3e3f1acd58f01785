// FolderEntries: readdir listing that keeps names which are not UTF-8 apart (QDir drops them
// silently, which made result sets vanish).
#include "core/io/folderentries.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>
#include <sys/stat.h>
#include <unistd.h>

using namespace mlpe;

class TestFolderEntries : public QObject {
    Q_OBJECT
private slots:
    void foldersAndFiles();
    void undecodableNamesAreKeptApart();
    void escapedName();
    void readSaysWhatEachEntryIs();
    void readSaysWhyAFolderCannotBeRead_data();
    void readSaysWhyAFolderCannotBeRead();
    void estimatedFileBytes();
};

void TestFolderEntries::foldersAndFiles() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("b_folder"))));
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("a_folder"))));
    QFile file(dir.filePath(QStringLiteral("file.txt")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("a_folder")),
                        dir.filePath(QStringLiteral("c_link"))));
    QCOMPARE(FolderEntries::list(dir.path(), FolderEntries::Kind::Folders),
             QStringList({"a_folder", "b_folder", "c_link"})); // links followed
    QCOMPARE(FolderEntries::list(dir.path(), FolderEntries::Kind::NotFolders),
             QStringList({"file.txt"}));
    QVERIFY(
        FolderEntries::list(dir.filePath(QStringLiteral("nowhere")), FolderEntries::Kind::Folders)
            .isEmpty());
}

void TestFolderEntries::undecodableNamesAreKeptApart() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray bad = QFile::encodeName(dir.path()) + "/caf\xe9";
    FILE* file = std::fopen(bad.constData(), "w");
    QVERIFY(file);
    std::fclose(file);
    QStringList undecodable;
    QVERIFY(
        FolderEntries::list(dir.path(), FolderEntries::Kind::NotFolders, &undecodable).isEmpty());
    QCOMPARE(undecodable, QStringList{QStringLiteral("caf\\xe9")});
    QCOMPARE(::remove(bad.constData()), 0);
}

void TestFolderEntries::escapedName() {
    QCOMPARE(FolderEntries::escapedName("plain"), QStringLiteral("plain"));
    QCOMPARE(FolderEntries::escapedName("r\xc3\xa9sum\xc3\xa9"),
             QStringLiteral("r\u00e9sum\u00e9"));
    QCOMPARE(FolderEntries::escapedName("result_1\xff"
                                        "0.txt"),
             QStringLiteral("result_1\\xff0.txt"));
    QCOMPARE(FolderEntries::escapedName("\xc3"), QStringLiteral("\\xc3")); // truncated sequence
}

// Nothing is dropped without a reason: links that lead nowhere and special files are listed
// apart with what they are.
void TestFolderEntries::readSaysWhatEachEntryIs() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto at = [&](const char* name) { return dir.filePath(QString::fromLatin1(name)); };
    QVERIFY(QDir().mkpath(at("folder")));
    QFile file(at("file.txt"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QVERIFY(QFile::link(at("folder"), at("link_to_folder")));
    QVERIFY(QFile::link(at("file.txt"), at("link_to_file")));
    QVERIFY(QFile::link(at("gone"), at("dangling")));
    QVERIFY(QFile::link(at("loop_b"), at("loop_a")));
    QVERIFY(QFile::link(at("loop_a"), at("loop_b")));
    QVERIFY(::mkfifo(QFile::encodeName(at("fifo")).constData(), 0600) == 0);
    const Expected<FolderEntries::Listing> read = FolderEntries::read(dir.path());
    QVERIFY2(read, qPrintable(read.error()));
    const FolderEntries::Listing& listing = *read;
    QCOMPARE(listing.folders, QStringList({"folder", "link_to_folder"}));
    QCOMPARE(listing.files, QStringList({"file.txt", "link_to_file"}));
    using Other = std::pair<QString, QString>;
    QCOMPARE(listing.others, (QList<Other>{{"dangling", "a dangling symbolic link"},
                                           {"fifo", "a FIFO"},
                                           {"loop_a", "a symbolic link loop"},
                                           {"loop_b", "a symbolic link loop"}}));
    // list() keeps its contract: every entry that is not a folder.
    QCOMPARE(FolderEntries::list(dir.path(), FolderEntries::Kind::NotFolders),
             QStringList({"dangling", "fifo", "file.txt", "link_to_file", "loop_a", "loop_b"}));
}

void TestFolderEntries::readSaysWhyAFolderCannotBeRead_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("error");
    QTest::newRow("missing") << "missing"
                             << "No such file or directory";
    QTest::newRow("a file") << "file"
                            << "not a folder";
    QTest::newRow("a FIFO") << "fifo"
                            << "not a folder"; // never waited on
    QTest::newRow("dangling link") << "dangling"
                                   << "No such file or directory";
    QTest::newRow("link loop") << "loop"
                               << "Too many levels of symbolic links";
    QTest::newRow("denied (test seam)") << "denied"
                                        << "Permission denied";
    QTest::newRow("no permission") << "chmod"
                                   << "Permission denied";
}

void TestFolderEntries::readSaysWhyAFolderCannotBeRead() {
    QFETCH(QString, kind);
    QFETCH(QString, error);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("entry"));
    if (kind == QLatin1String("file")) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
    } else if (kind == QLatin1String("fifo")) {
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    } else if (kind == QLatin1String("dangling")) {
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("gone")), path));
    } else if (kind == QLatin1String("loop")) {
        QVERIFY(QFile::link(path, path));
    } else if (kind == QLatin1String("denied")) {
        QVERIFY(QDir().mkpath(path + QStringLiteral("/inside")));
        FolderEntries::setDeniedForTesting([path](const QString& p) { return p == path; });
    } else if (kind == QLatin1String("chmod")) {
        if (::geteuid() == 0)
            QSKIP("running as root, which reads every folder: the test seam covers this case");
        QVERIFY(QDir().mkpath(path + QStringLiteral("/inside")));
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0) == 0);
    }
    const Expected<FolderEntries::Listing> read = FolderEntries::read(path);
    FolderEntries::setDeniedForTesting(nullptr);
    if (kind == QLatin1String("chmod"))
        ::chmod(QFile::encodeName(path).constData(), 0700); // so that the folder can be removed
    QVERIFY(!read);
    QCOMPARE(read.error(), error);
}

// The scheduling estimate counts what QDir::Files would size (regular files and links to them,
// not folders, hidden files or dangling links) and sizes them as one result log.
void TestFolderEntries::estimatedFileBytes() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto at = [&](const char* name) { return dir.filePath(QString::fromLatin1(name)); };
    const auto write = [&](const char* name, qsizetype size) {
        QFile file(at(name));
        return file.open(QIODevice::WriteOnly) && file.write(QByteArray(size, 'x')) == size;
    };
    QVERIFY(write("a_scaling.json", 30));
    QVERIFY(write("result_0.txt", 1000));
    QVERIFY(write("result_1.txt", 1000));
    QVERIFY(write(".hidden", 30));
    QVERIFY(QDir().mkpath(at("power")));
    QVERIFY(write("power/node.txt", 4));
    QVERIFY(QFile::link(at("result_1.txt"), at("result_2.txt")));
    QVERIFY(QFile::link(at("nowhere"), at("dangling")));
    QCOMPARE(QDir(dir.path()).entryInfoList(QDir::Files).size(), 4);
    QCOMPARE(FolderEntries::estimatedFileBytes(dir.path()), qint64(4 * 1000));
    QVERIFY(QFile::remove(at("result_0.txt")) && QFile::remove(at("result_1.txt")));
    QCOMPARE(FolderEntries::estimatedFileBytes(dir.path()), qint64(30)); // no log left
    QCOMPARE(FolderEntries::estimatedFileBytes(at("nowhere")), qint64(0));
}

QTEST_APPLESS_MAIN(TestFolderEntries)
#include "tst_folderentries.moc"
