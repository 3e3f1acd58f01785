// FolderEntries: readdir listing that keeps names which are not UTF-8 apart (QDir drops them
// silently, which made result sets vanish; issue 12).
#include "core/io/folderentries.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>

using namespace mlpe;

class TestFolderEntries : public QObject {
    Q_OBJECT
private slots:
    void foldersAndFiles();
    void undecodableNamesAreKeptApart();
    void escapedName();
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

QTEST_APPLESS_MAIN(TestFolderEntries)
#include "tst_folderentries.moc"
