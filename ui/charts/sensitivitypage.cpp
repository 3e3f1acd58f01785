#include "sensitivitypage.h"

#include "sensitivitychartview.h"

#include <QComboBox>
#include <QVBoxLayout>

namespace mlpe {

SensitivityPage::SensitivityPage(ComparisonModel* comparison, QWidget* parent)
    : QWidget(parent)
    , m_scenario(new QComboBox(this))
    , m_chart(new SensitivityChartView(comparison, this)) {
    auto* layout = new QVBoxLayout(this);
    m_scenario->addItem(tr("Candidates in the view of scenario A"));
    m_scenario->addItem(tr("Candidates in the view of scenario B"));
    layout->addWidget(m_scenario, 0, Qt::AlignLeft);
    layout->addWidget(m_chart, 1);
    connect(m_scenario, &QComboBox::currentIndexChanged, m_chart,
            &SensitivityChartView::setScenario);
}

} // namespace mlpe
