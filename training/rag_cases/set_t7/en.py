"""English cases of set t7: Halvern Instruments' founders and chief executives, Brightwater
Foods' purchase of Kessler & Sons, the history of Ashby Rovers FC, the directors of the Corran
Institute, the Pellegrini family's ironmongery, the publisher Farrow & Lisle and its submission
window, IronLeaf Gym's rules and owners, and the Quorra Lintel merger."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

HALVERN = (
    "Halvern Instruments was founded in 1962 by the engineers Ruth Okafor and Daniel Weiss in a rented garage in Leeds. "
    "Okafor ran the company as chief executive until 1989, when she handed the post to Weiss. "
    "Weiss retired in 2001 and was succeeded by Priya Nandakumar, the first CEO hired from outside the firm. "
    "Under Nandakumar the workforce grew from 340 to 1,150 people."
)
BRIGHTWATER = (
    "In March 2014 Brightwater Foods bought the regional bakery chain Kessler & Sons for £86 million. "
    "Kessler's founder, Otto Kessler, stayed on as an adviser for two years after the sale. "
    "Brightwater was itself acquired by the Dutch group Veldman in 2019. "
    "The Kessler brand name was retired in 2021."
)
ASHBY = (
    "Ashby Rovers Football Club was formed in 1894 by workers at the local ironworks. "
    "The club moved to its current ground, Millfield Park, in 1931; the stadium holds 18,400 spectators. "
    "Rovers won the county cup four times between 1950 and 1972 but have never won a national trophy. "
    "Their longest-serving manager, Tom Garside, was in charge from 1958 to 1979."
)
CORRAN = (
    "The Corran Institute for Marine Research opened in 1976 under its first director, the oceanographer Helen Marsh. "
    "Marsh led the institute for 14 years and was followed by the chemist Samuel Idowu in 1990. "
    "Since 2018 the institute has been directed by Dr Lena Vogt, who previously headed its plankton laboratory. "
    "Directors are appointed by the board of trustees for a term of six years, which can be renewed once."
)
PELLEGRINI = (
    "Pellegrini Ironmongery on Station Road was opened by Marco Pellegrini in 1948. "
    "In 1975 he passed the shop to his daughter Anna, who added a key-cutting service. "
    "Anna's son Luca has run the business since 2010. "
    "The shop is open Monday to Saturday from 8:30 to 17:30 and closed on Sundays."
)
FARROW = (
    "Farrow & Lisle was founded in London in 1921 by the bookseller George Farrow and the translator Edith Lisle. "
    "The house became known for publishing Scandinavian crime fiction in English. "
    "In 2008 it was bought by the larger publisher Marchbank Books but kept its own imprint. "
    "Farrow & Lisle now releases about 45 titles a year."
)
SUBMISSIONS = (
    "Farrow & Lisle accepts unsolicited manuscripts only during its open window, which runs from 1 February to 31 March each year. "
    "Manuscripts must be submitted through the online form; postal submissions are not read. "
    "The editors aim to reply within 12 weeks. "
    "Writers may submit only one manuscript per window."
)
IRONLEAF = (
    "IronLeaf Gym is open from 6:00 to 22:00 on weekdays and from 8:00 to 20:00 at weekends. "
    "A monthly membership costs €39, or €29 for students with a valid card. "
    "New members must book an induction session before using the free-weights area. "
    "The training floor covers 900 square metres."
)
IRONLEAF_OWNERS = (
    "IronLeaf Gym was opened in 2012 by the former rower Claire Dunmore and her brother Neil. "
    "In 2020 the siblings sold a 75% stake in the gym to the fitness chain PulseFit, which kept the IronLeaf name. "
    "Group classes are included in every membership except the off-peak plan. "
    "Each class is limited to 20 participants."
)
QUORRA = (
    "Quorra Software was started in 2005 by Amit Deshpande and Julia Brandt. "
    "In 2016 Quorra merged with its rival Lintel Systems, and the combined company took the name Quorra Lintel. "
    "Brandt became chief executive of the merged firm, while Deshpande chaired the board until 2022. "
    "The company employs about 2,300 people across four countries."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t7-001", "para.synonym", "Who started Halvern Instruments?", "Halvern Instruments was set up in 1962 by two engineers, Ruth Okafor and Daniel Weiss.", HALVERN, True),
    w.faith("en-t7-002", "para.relative", "Who succeeded Daniel Weiss as CEO?", "Weiss was followed by Priya Nandakumar, who was the first chief executive the company recruited from outside.", HALVERN, True),
    w.faith("en-t7-003", "fmt.thousands", "How did the workforce change under Nandakumar?", "While Nandakumar was in charge, the number of employees went up from 340 to 1150.", HALVERN, True),
    w.faith("en-t7-004", "role.swap", "What happened to the top job in 1989?", "In 1989 Daniel Weiss stepped aside and handed the chief executive role to Ruth Okafor.", HALVERN, False),
    w.faith("en-t7-005", "value.date", "When was Halvern Instruments founded?", "Ruth Okafor and Daniel Weiss founded it in 1966, working out of a rented garage in Leeds.", HALVERN, False),
    w.faith("en-t7-006", "para.passive", "What happened to Kessler & Sons in March 2014?", "Kessler & Sons, a regional chain of bakeries, was purchased by Brightwater Foods in March 2014.", BRIGHTWATER, True),
    w.faith("en-t7-007", "fmt.scale", "What did Brightwater pay for Kessler & Sons?", "The price tag was £86,000,000.", BRIGHTWATER, True),
    w.faith("en-t7-008", "fmt.period", "How long did Otto Kessler stay on after the sale?", "He remained with the business as an adviser for 24 months after the deal.", BRIGHTWATER, True),
    w.faith("en-t7-009", "role.swap", "What happened to Brightwater Foods in 2019?", "In 2019 Brightwater Foods took over the Dutch group Veldman.", BRIGHTWATER, False),
    w.faith("en-t7-010", "direction", "What role did Otto Kessler have?", "Otto Kessler served as an adviser for two years before Brightwater bought the chain.", BRIGHTWATER, False),
    w.faith("en-t7-011", "value.currency", "How much did Brightwater pay for Kessler & Sons?", "Brightwater paid 86 million euros for the bakery chain.", BRIGHTWATER, False),
    w.faith("en-t7-012", "fmt.abbrev", "When were Ashby Rovers formed?", "Ashby Rovers FC was formed in 1894 by people employed at the local ironworks.", ASHBY, True),
    w.faith("en-t7-013", "para.nominal", "When did Rovers move to Millfield Park?", "The club's relocation to Millfield Park, still its home ground, took place in 1931.", ASHBY, True),
    w.faith("en-t7-014", "fmt.range", "When was Tom Garside the manager?", "Tom Garside managed Rovers from 1958–1979, longer than anyone else in the job.", ASHBY, True),
    w.faith("en-t7-015", "negation", "What trophies have Ashby Rovers won?", "Rovers won the county cup four times between 1950 and 1972, and they have also lifted a national trophy.", ASHBY, False),
    w.faith("en-t7-016", "value.number", "How often did Rovers win the county cup?", "Between 1950 and 1972 Rovers lifted the county cup on five occasions.", ASHBY, False),
    w.faith("en-t7-017", "para.combine", "Who was the institute's first director, and who came after her?", "The oceanographer Helen Marsh ran the institute for its first 14 years, and in 1990 the chemist Samuel Idowu took over from her.", CORRAN, True),
    w.faith("en-t7-018", "para.pronoun", "Who directs the Corran Institute now?", "That's Dr Lena Vogt. She ran the institute's plankton lab before becoming director in 2018.", CORRAN, True),
    w.faith("en-t7-019", "role.swap", "What changed at the institute in 1990?", "In 1990 the chemist Samuel Idowu handed the directorship over to Helen Marsh.", CORRAN, False),
    w.faith("en-t7-020", "modality", "Can a director's term be renewed?", "Yes, and in fact each six-year term has to be renewed once by the trustees.", CORRAN, False),
    w.faith("en-t7-021", "added.entity", "Who appoints the institute's directors?", "Directors are appointed for six years by the board of trustees jointly with the regional government.", CORRAN, False),
    w.faith("en-t7-022", "para.except", "Which days is Pellegrini Ironmongery open?", "It's open every day of the week apart from Sunday.", PELLEGRINI, True),
    w.faith("en-t7-023", "fmt.time", "What are the shop's opening hours?", "From 8.30 a.m. to 5.30 p.m., Monday through Saturday.", PELLEGRINI, True),
    w.faith("en-t7-024", "added.fact", "What did Anna change when she took over the shop?", "Anna introduced a key-cutting service and also started home deliveries.", PELLEGRINI, False),
    w.faith("en-t7-025", "value.time", "What time does Pellegrini's close?", "It shuts at 6.30 in the evening.", PELLEGRINI, False),
    w.faith("en-t7-026", "value.except", "Is the shop open on Saturdays?", "No, it only opens Monday to Friday and stays shut at weekends.", PELLEGRINI, False),
    w.faith("en-t7-027", "wrap.opener", "Who founded Farrow & Lisle?", "Happy to help! Farrow & Lisle was set up in London in 1921 by George Farrow, a bookseller, and Edith Lisle, a translator.", FARROW, True),
    w.faith("en-t7-028", "wrap.attribution", "What is Farrow & Lisle known for?", "According to the company history, the house made its name with English editions of crime novels from Scandinavia.", FARROW, True),
    w.faith("en-t7-029", "fmt.number", "How many books does Farrow & Lisle publish?", "These days it brings out roughly forty-five titles a year.", FARROW, True),
    w.faith("en-t7-030", "antonym", "Who owns Farrow & Lisle?", "In 2008 the house was taken over by Marchbank Books, a smaller publisher, though it kept its own imprint.", FARROW, False),
    w.faith("en-t7-031", "value.date", "When did Marchbank Books buy Farrow & Lisle?", "Marchbank acquired the house in 2018 and let it keep its own imprint.", FARROW, False),
    w.faith("en-t7-032", "fmt.date", "When can I send Farrow & Lisle an unsolicited manuscript?", "The window opens on February 1 and closes on March 31 every year.", SUBMISSIONS, True),
    w.faith("en-t7-033", "para.part", "Can I send my manuscript by post?", "No, manuscripts have to go in through the online form.", SUBMISSIONS, True),
    w.faith("en-t7-034", "quantifier", "How many manuscripts can I send?", "You're welcome to submit several manuscripts in each window, as long as you use the online form.", SUBMISSIONS, False),
    w.faith("en-t7-035", "fmt.time", "When is IronLeaf open on weekdays?", "Monday to Friday you can train there from 6 a.m. until 10 p.m.", IRONLEAF, True),
    w.faith("en-t7-036", "fmt.currency", "How much is a student membership?", "Students who show a valid card pay 29 euros a month.", IRONLEAF, True),
    w.faith("en-t7-037", "value.unit", "How big is the gym?", "IronLeaf's training floor covers 900 square feet.", IRONLEAF, False),
    w.faith("en-t7-038", "fmt.share", "What did PulseFit buy in 2020?", "PulseFit bought three quarters of IronLeaf Gym from Claire Dunmore and her brother, and it kept the name.", IRONLEAF_OWNERS, True),
    w.faith("en-t7-039", "wrap.hedge", "How many people can join a class?", "I believe each class takes a maximum of 20 people.", IRONLEAF_OWNERS, True),
    w.faith("en-t7-040", "direction", "How big are the group classes?", "Every class needs at least 20 participants.", IRONLEAF_OWNERS, False),
    w.faith("en-t7-041", "wrap.closer", "Who founded Quorra Software?", "Quorra Software was started in 2005 by Amit Deshpande and Julia Brandt. Hope that helps!", QUORRA, True),
    w.faith("en-t7-042", "wrap.question", "How many people work at Quorra Lintel?", "How many staff? Roughly 2,300, spread over four countries.", QUORRA, True),
    w.faith("en-t7-043", "role.swap", "Who led Quorra Lintel after the merger?", "After the merger Amit Deshpande became chief executive, while Julia Brandt chaired the board.", QUORRA, False),
    w.faith("en-t7-044", "added.entity", "Which company did Quorra merge with?", "In 2016 Quorra merged with Lintel Systems and Nordcrest Data to form Quorra Lintel.", QUORRA, False),
]

CORRECTNESS = [
    w.correct("en-t7-045", "correct.wordy", "Who founded Farrow & Lisle?", "Farrow & Lisle goes back to 1921, when the bookseller George Farrow and the translator Edith Lisle founded it together in London.", "George Farrow and Edith Lisle.", True),
    w.correct("en-t7-046", "correct.format", "How much did Brightwater pay for Kessler & Sons?", "86,000,000 pounds sterling.", "£86 million.", True),
    w.correct("en-t7-047", "correct.format", "How many spectators does Millfield Park hold?", "Eighteen thousand four hundred spectators.", "18,400.", True),
    w.correct("en-t7-048", "correct.wordy", "When was Quorra Software founded?", "Quorra Software dates back to 2005, when Amit Deshpande and Julia Brandt started the company.", "In 2005.", True),
    w.correct("en-t7-049", "wrong.value", "When did IronLeaf Gym open?", "IronLeaf Gym first opened its doors in 2015.", "In 2012.", False),
    w.correct("en-t7-050", "wrong.role", "Who bought Kessler & Sons?", "Kessler & Sons bought Brightwater Foods.", "Brightwater Foods bought Kessler & Sons.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
