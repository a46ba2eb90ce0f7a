"""English cases of set t13: a fiction prize, a chess club's chair election, a band's line-up
changes, a hospital's founders and chief executives, a vineyard sold between two families, a
local paper's editors, a folk-music newcomer award, a rowing club's captaincy vote, a children's
hospital, and a shared science medal."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

HARROW = (
    "The 2019 Harrow Prize for Fiction went to Maya Lindqvist for her novel The Salt Road. "
    "She beat the two other finalists, Tom Okafor and Priya Raman. "
    "Lindqvist had been nominated by her publisher, Greyfield Books. "
    "The prize carries a purse of £25,000, and the ceremony was held at the Barbican on 14 November."
)

EASTBROOK = (
    "At its annual general meeting on 3 March 2022, the Eastbrook Chess Club elected Helen Marsh as chair, "
    "replacing Douglas Pike, who had held the post for nine years. "
    "Marsh won 41 of the 60 votes cast. "
    "The treasurer, Ravi Sood, was re-elected unopposed. "
    "The clubroom is open every evening except Sunday, from 6:30 p.m. to 10 p.m."
)

LANTERN = (
    "The Lantern Hours formed in Leeds in 2008 with singer Joe Calloway, guitarist Nadia Brooks, "
    "bassist Sam Whitley and drummer Ollie Grant. "
    "Grant left in 2013 and was replaced by Keiko Ito. "
    "In 2016 Brooks departed to pursue a solo career; she was never replaced, and the band has carried on as a trio. "
    "Their third album, Low Tide, sold 120,000 copies in its first year."
)

ALDRIC = (
    "St Aldric's Hospital was founded in 1884 by the physician Margaret Hale and the merchant Edwin Corr, "
    "who paid for the original building. "
    "Hale served as the hospital's first medical superintendent until 1902. "
    "It opened with 36 beds; today it has 410. "
    "The current chief executive, Dr Anil Mehta, took over from Sarah Quinn in January 2020."
)

BARRANDE = (
    "The Clos Barrande vineyard covers 12 hectares near the village of Saint-Vérand. "
    "The Morel family planted it in 1921 and sold it to the Dufour family in 1967. "
    "In 2010 Claire Dufour leased half of the plots to her cousin Étienne Lacaze, who makes a white wine from them. "
    "The estate's own rosé is sold only at the cellar door, at €14 a bottle."
)

GAZETTE = (
    "The Harbour Gazette was launched in 1951 with Walter Finch as its first editor. "
    "Finch hired Rosa Delgado as a reporter in 1960, and she succeeded him as editor in 1974. "
    "Delgado retired in 1995 and handed over to her deputy, Mark Ellison. "
    "The paper switched from daily to weekly publication in 2009 and now comes out every Thursday."
)

FOLK = (
    "At the 2023 Northern Folk Awards, the Best Newcomer category was decided by a public vote. "
    "The shortlist was drawn up by a panel of twelve judges chaired by Lena Hartley. "
    "The fiddler Cara Doyle won with 38% of the vote, ahead of the duo Reed & Holloway. "
    "Doyle was handed her award by the previous year's winner, Ben Asher."
)

ROWING = (
    "The Riverside Rowing Club holds its elections every two years. "
    "In October 2021, Paul Genner defeated the sitting captain, Fiona Abbott, by 27 votes to 19. "
    "Abbott then stood for vice-captain and was elected unopposed. "
    "Candidates must have been full members for at least 12 months."
)

WILLOWMERE = (
    "Willowmere Children's Hospital opened on 1 September 1962. "
    "It was founded by the nurse Agnes Pell together with the surgeon Harold Voss, who became its first director. "
    "Visiting hours are 10:00 to 20:00 every day, except on the isolation ward, where visits must be arranged by phone. "
    "The hospital treats about 18,000 patients a year."
)

CORWEN = (
    "The Corwen Medal is awarded every three years by the Society for Estuarine Science. "
    "The 2021 medal was shared between Dr Ines Varga and Dr Kofi Mensah for their work on salt-marsh carbon. "
    "The £40,000 prize money was split equally between them. "
    "Only members of the society may submit nominations, and the deadline is 31 January of the award year."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # Harrow Prize
    w.faith("en-t13-001", "para.passive", "Who won the 2019 Harrow Prize for Fiction?", "The prize was awarded to Maya Lindqvist, for her novel The Salt Road.", HARROW, True),
    w.faith("en-t13-002", "fmt.currency", "How much is the Harrow Prize worth?", "The prize comes with GBP 25,000.", HARROW, True),
    w.faith("en-t13-003", "role.swap", "Who won the Harrow Prize in 2019, and who else made the final?", "Tom Okafor took the 2019 prize, ahead of fellow finalists Maya Lindqvist and Priya Raman.", HARROW, False),
    w.faith("en-t13-004", "added.fact", "Who put Lindqvist forward for the prize?", "Her publisher, Greyfield Books, nominated her, just as it had done for her debut novel two years earlier.", HARROW, False),
    # Eastbrook Chess Club
    w.faith("en-t13-005", "para.synonym", "Who replaced Douglas Pike?", "Helen Marsh succeeded him as chair of the Eastbrook Chess Club.", EASTBROOK, True),
    w.faith("en-t13-006", "para.except", "Can I play at the club on a Saturday evening?", "Yes, the clubroom opens every evening from Monday to Saturday; Sunday is the only evening it stays shut.", EASTBROOK, True),
    w.faith("en-t13-007", "fmt.time", "What are the clubroom's opening hours?", "It's open in the evenings from 18:30 until 22:00.", EASTBROOK, True),
    w.faith("en-t13-008", "value.number", "How many votes did Helen Marsh get?", "She got 46 of the 60 votes cast.", EASTBROOK, False),
    w.faith("en-t13-009", "value.except", "Which evening is the clubroom closed?", "It shuts on Mondays; every other evening you can come and play from 6:30 p.m.", EASTBROOK, False),
    # The Lantern Hours
    w.faith("en-t13-010", "para.combine", "What happened to the band's original drummer?", "Ollie Grant quit in 2013, and Keiko Ito came in to take his place.", LANTERN, True),
    w.faith("en-t13-011", "fmt.scale", "How well did Low Tide sell?", "It shifted 120k copies in its first twelve months.", LANTERN, True),
    w.faith("en-t13-012", "role.swap", "Who replaced whom on drums?", "Keiko Ito left in 2013, and Ollie Grant stepped in to replace her.", LANTERN, False),
    w.faith("en-t13-013", "value.date", "When did Nadia Brooks leave the band?", "She walked away in 2014 to launch a solo career.", LANTERN, False),
    # St Aldric's Hospital
    w.faith("en-t13-014", "para.relative", "Who founded St Aldric's?", "It was set up in 1884 by Edwin Corr, a merchant who funded the first building, and by the physician Margaret Hale.", ALDRIC, True),
    w.faith("en-t13-015", "fmt.number", "How many beds does St Aldric's have?", "It started out with thirty-six beds and now has four hundred and ten.", ALDRIC, True),
    w.faith("en-t13-016", "fmt.abbrev", "Who runs the hospital these days?", "Dr Anil Mehta has been CEO since Jan. 2020, succeeding Sarah Quinn.", ALDRIC, True),
    w.faith("en-t13-017", "role.swap", "Who is the chief executive?", "Sarah Quinn, who took over the post from Dr Anil Mehta in January 2020.", ALDRIC, False),
    w.faith("en-t13-018", "added.entity", "Who founded St Aldric's?", "Margaret Hale and Edwin Corr founded it in 1884, together with the surgeon James Whitcombe.", ALDRIC, False),
    # Clos Barrande
    w.faith("en-t13-019", "fmt.unit", "How big is Clos Barrande?", "The vineyard extends over 12 ha near Saint-Vérand.", BARRANDE, True),
    w.faith("en-t13-020", "para.passive", "Who has owned Clos Barrande?", "It was planted by the Morels in 1921 and bought from them by the Dufour family in 1967.", BARRANDE, True),
    w.faith("en-t13-021", "fmt.share", "What did Claire Dufour lease to her cousin?", "In 2010 she leased 50% of the plots to Étienne Lacaze.", BARRANDE, True),
    w.faith("en-t13-022", "role.swap", "Who sold Clos Barrande in 1967?", "The Dufour family sold the estate to the Morels that year.", BARRANDE, False),
    w.faith("en-t13-023", "value.unit", "How large is the vineyard?", "It covers 12 acres near Saint-Vérand.", BARRANDE, False),
    w.faith("en-t13-024", "value.currency", "How much is the estate's rosé?", "It costs $14 a bottle and can only be bought at the cellar door.", BARRANDE, False),
    # Harbour Gazette
    w.faith("en-t13-025", "para.pronoun", "Who followed Walter Finch as editor?", "Rosa Delgado. He had taken her on as a reporter in 1960, and she replaced him in 1974.", GAZETTE, True),
    w.faith("en-t13-026", "fmt.period", "How often does the Gazette come out?", "Since 2009 it has been published once a week, on Thursdays.", GAZETTE, True),
    w.faith("en-t13-027", "wrap.opener", "Who was the Gazette's first editor?", "Good question! When the paper started in 1951, its editor was Walter Finch.", GAZETTE, True),
    w.faith("en-t13-028", "direction", "How did the paper's schedule change in 2009?", "In 2009 the Gazette went from weekly to daily publication.", GAZETTE, False),
    # Northern Folk Awards
    w.faith("en-t13-029", "wrap.hedge", "Who was named Best Newcomer?", "If I'm reading the results right, it was the fiddler Cara Doyle, who finished ahead of Reed & Holloway.", FOLK, True),
    w.faith("en-t13-030", "wrap.closer", "Who chose the shortlist?", "A twelve-member judging panel led by Lena Hartley picked the finalists. Hope that helps!", FOLK, True),
    w.faith("en-t13-031", "role.swap", "Who presented the Best Newcomer award?", "Cara Doyle presented it to Ben Asher, last year's winner.", FOLK, False),
    w.faith("en-t13-032", "antonym", "How did Cara Doyle do in the Best Newcomer vote?", "She lost out to the duo Reed & Holloway, despite getting 38% of the vote.", FOLK, False),
    # Riverside Rowing Club
    w.faith("en-t13-033", "para.reorder", "Who won the captaincy in 2021?", "By 27 votes to 19, it was Paul Genner who unseated the incumbent captain, Fiona Abbott, in October 2021.", ROWING, True),
    w.faith("en-t13-034", "fmt.period", "Who can stand for election?", "Only people who have been full members for at least a year.", ROWING, True),
    w.faith("en-t13-035", "modality", "Is there a membership requirement for candidates?", "The club recommends, but does not require, at least 12 months of full membership.", ROWING, False),
    w.faith("en-t13-036", "negation", "What did Fiona Abbott do after losing?", "She ran for vice-captain but did not get the post.", ROWING, False),
    # Willowmere Children's Hospital
    w.faith("en-t13-037", "fmt.time", "When can I visit?", "Any day between 10 a.m. and 8 p.m., but for the isolation ward you'll need to book your visit by phone.", WILLOWMERE, True),
    w.faith("en-t13-038", "para.nominal", "When did Willowmere open?", "Its opening date was 1 September 1962, and its founders were the nurse Agnes Pell and the surgeon Harold Voss.", WILLOWMERE, True),
    w.faith("en-t13-039", "value.time", "What are the visiting hours?", "Visitors are welcome daily from 10 a.m. to 6 p.m., except on the isolation ward.", WILLOWMERE, False),
    w.faith("en-t13-040", "value.except", "Is there a ward with special visiting rules?", "Yes, the neonatal unit: visits there have to be arranged by phone.", WILLOWMERE, False),
    # Corwen Medal
    w.faith("en-t13-041", "wrap.question", "Who won the 2021 Corwen Medal?", "Who won it in 2021? Two people: Dr Ines Varga and Dr Kofi Mensah, who shared it.", CORWEN, True),
    w.faith("en-t13-042", "wrap.attribution", "How was the prize money divided?", "According to the society, Varga and Mensah each received half of the £40,000.", CORWEN, True),
    w.faith("en-t13-043", "quantifier", "Who can nominate someone for the medal?", "Anyone can put a name forward, as long as it arrives by 31 January of the award year.", CORWEN, False),
    w.faith("en-t13-044", "value.number", "How much did each winner get?", "Varga and Mensah received £40,000 each.", CORWEN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t13-045", "correct.wordy", "Who replaced Douglas Pike as chair of the Eastbrook Chess Club?", "At the annual meeting in March 2022 the members voted Helen Marsh in as chair, so she is the one who took over from Douglas Pike.", "Helen Marsh.", True),
    w.correct("en-t13-046", "correct.format", "In what year was St Aldric's Hospital founded?", "It was founded in eighteen eighty-four.", "1884", True),
    w.correct("en-t13-047", "correct.wordy", "Who bought Clos Barrande from the Morel family?", "The vineyard changed hands in 1967, when the Morels sold it, and the buyers were the Dufours.", "The Dufour family.", True),
    w.correct("en-t13-048", "correct.format", "How much of the Corwen Medal prize money did Dr Mensah receive?", "He got 50%, which is twenty thousand pounds.", "Half of the £40,000, i.e. £20,000.", True),
    w.correct("en-t13-049", "wrong.value", "How many copies did Low Tide sell in its first year?", "Low Tide sold about 12,000 copies in its first year.", "120,000 copies.", False),
    w.correct("en-t13-050", "wrong.role", "Who presented Cara Doyle with her award?", "Cara Doyle presented the award to Ben Asher.", "Ben Asher, the previous year's winner.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
