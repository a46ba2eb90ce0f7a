"""English cases of set t27: a health start-up's founders and investors, an angel's stake in
an app, a food charity's board and a donation, a village summer fair, a museum's quilt
curator and donors, a gallery wing paid for by a donor, a brewery bought by a drinks group,
and an orchestra's conductors and season opening."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

LUMORA = (
    "Lumora Health was founded in 2016 by Priya Natarajan and Tom Becker in Leeds. "
    "Natarajan serves as chief executive, while Becker leads engineering. "
    "In March 2021 the company raised £4.2 million in a Series A round led by Northgate Ventures. "
    "Northgate's partner Helen Cho joined the board after the round."
)
QUILLPATH = (
    "Fernbrook Capital invested $750,000 in Quillpath in January 2019. "
    "Quillpath's co-founder Marcus Oyelaran had previously worked at Fernbrook as an analyst. "
    "The investment gave Fernbrook a 15% stake in the company. "
    "Quillpath's other co-founder, Dana Ruiz, handles sales."
)
HARTWELL = (
    "The board of the Hartwell Food Trust meets on the first Tuesday of every month at 6:30 p.m. in the trust's office on Mill Lane. "
    "Board chair Gillian Moss was elected in 2020; treasurer Raj Patel presents the accounts at every meeting. "
    "Meetings are open to members of the public, except for the December meeting, which is held in private."
)
LITERACY = (
    "The Riverside Literacy Fund received a donation of £25,000 from the Ashcombe Foundation in 2023. "
    "The board decided to spend the money on evening reading classes for adults. "
    "The classes run for 12 weeks and are free for anyone over 18. "
    "Volunteers who teach the classes must complete a two-day training course first."
)
FAIR = (
    "The Little Brenton Summer Fair takes place on Saturday 12 July on the village green. "
    "It is organised by the parish council together with the Brenton Women's Institute. "
    "Gates open at 10:00 and the fair closes at 17:00. "
    "Entry costs £3 for adults; children under 12 get in free. "
    "The dog show starts at 14:00 next to the church."
)
QUILTS = (
    "The Calder Museum's textile collection is looked after by senior curator Ruth Okafor. "
    "In 2018 the collector Edmund Hale donated 340 Victorian quilts to the museum. "
    "Okafor chose 40 of them for the exhibition 'Stitched Lives', which runs from 3 May to 28 September. "
    "The museum is open every day except Monday."
)
EAST_WING = (
    "The new east wing of the Marlow Art Gallery was paid for by the shipping heiress Clara Voss, who gave $6 million in 2019. "
    "The wing was designed by the architect Samuel Idris and opened to visitors in June 2022. "
    "It houses the gallery's collection of 20th-century prints."
)
HOLLIN = (
    "Hollin Brewery was founded in 1998 by the brothers Alan and Neil Hollin in the town of Skipford. "
    "In 2015 it was bought by the Castlegate Drinks Group for £18 million. "
    "Castlegate kept the Skipford brewery open and retained all 45 staff. "
    "Neil Hollin stayed on as head brewer until 2019."
)
SINFONIA = (
    "The Northern Sinfonia of Aldbury has been led by principal conductor Elena Marsh since 2017. "
    "Her predecessor, Viktor Hahn, held the post for 22 years and is now the orchestra's conductor laureate. "
    "Marsh's contract was extended in 2023 until the end of the 2027–28 season. "
    "Assistant conductor Leo Banks conducts the orchestra's family concerts."
)
OPENING = (
    "The Northern Sinfonia's season opening concert is on Friday 19 September at 7:30 p.m. in Aldbury Town Hall. "
    "Guest conductor Sofia Lindqvist will conduct Mahler's Fifth Symphony. "
    "Tickets cost between £15 and £48, and students pay half price. "
    "The concert lasts about two hours, including one 20-minute interval."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-t27-001", "para.relative", "Who founded Lumora Health, and when did it raise its Series A?", "Lumora Health, which Priya Natarajan and Tom Becker set up in Leeds in 2016, raised its Series A in March 2021.", LUMORA, True),
    w.faith("en-t27-002", "para.combine", "What changed on Lumora's board after the Series A?", "Northgate Ventures led the £4.2 million round in March 2021, and its partner Helen Cho then took a seat on Lumora's board.", LUMORA, True),
    w.faith("en-t27-003", "para.pronoun", "What does Priya Natarajan do at Lumora?", "Priya Natarajan co-founded Lumora Health in 2016. She is now the company's chief executive.", LUMORA, True),
    w.faith("en-t27-004", "role.swap", "Who runs what at Lumora?", "Tom Becker is Lumora's chief executive, while Priya Natarajan runs the engineering side.", LUMORA, False),
    w.faith("en-t27-005", "added.fact", "How much did Lumora raise in its Series A?", "Lumora raised £4.2 million in March 2021 in a round led by Northgate Ventures, which valued the company at £20 million.", LUMORA, False),
    w.faith("en-t27-006", "fmt.scale", "How much did Fernbrook put into Quillpath?", "Fernbrook Capital put $0.75 million into Quillpath in January 2019.", QUILLPATH, True),
    w.faith("en-t27-007", "para.relative", "Who is Marcus Oyelaran?", "Marcus Oyelaran, who once worked as an analyst at Fernbrook, is one of Quillpath's co-founders.", QUILLPATH, True),
    w.faith("en-t27-008", "value.number", "What stake did Fernbrook get?", "The deal left Fernbrook holding a 25% stake in Quillpath.", QUILLPATH, False),
    w.faith("en-t27-009", "added.fact", "What does Dana Ruiz do?", "Dana Ruiz, Quillpath's other co-founder, looks after sales and also sits on Fernbrook's advisory panel.", QUILLPATH, False),
    w.faith("en-t27-010", "fmt.time", "When does the Hartwell board meet?", "The board gets together at half past six in the evening on the first Tuesday of each month, at the office on Mill Lane.", HARTWELL, True),
    w.faith("en-t27-011", "para.except", "Can the public attend the board meetings?", "Yes. The December meeting is the only one held behind closed doors; the public can sit in on all the others.", HARTWELL, True),
    w.faith("en-t27-012", "value.except", "Can the public attend the board meetings?", "The public is welcome at board meetings, apart from the January one, which takes place in private.", HARTWELL, False),
    w.faith("en-t27-013", "para.pronoun", "What does Raj Patel do?", "Raj Patel is the trust's treasurer. He goes through the accounts at each board meeting.", HARTWELL, True),
    w.faith("en-t27-014", "added.fact", "When was Gillian Moss elected?", "Gillian Moss became board chair in 2020 and was re-elected in 2023.", HARTWELL, False),
    w.faith("en-t27-015", "para.relative", "What is the Ashcombe money being used for?", "The £25,000 that the Ashcombe Foundation gave in 2023 is going towards evening reading classes for adults.", LITERACY, True),
    w.faith("en-t27-016", "modality", "Do volunteer teachers need training?", "Volunteers who teach the classes are encouraged, but not required, to do a two-day training course beforehand.", LITERACY, False),
    w.faith("en-t27-017", "added.fact", "Tell me about the reading classes.", "The classes run for 12 weeks, cost nothing for over-18s and are held in the town library.", LITERACY, False),
    w.faith("en-t27-018", "direction", "When do volunteers do their training?", "Volunteers take the two-day training course after they have started teaching the classes.", LITERACY, False),
    w.faith("en-t27-019", "fmt.date", "When is the summer fair?", "The fair is on Saturday, July 12th, on the village green.", FAIR, True),
    w.faith("en-t27-020", "fmt.period", "How long is the fair open?", "It's open for seven hours, starting at 10 in the morning.", FAIR, True),
    w.faith("en-t27-021", "fmt.currency", "How much does it cost to get in?", "Adults pay three pounds to get in, and under-12s go free.", FAIR, True),
    w.faith("en-t27-022", "value.time", "When is the dog show?", "The dog show begins at 4 p.m. beside the church.", FAIR, False),
    w.faith("en-t27-023", "added.fact", "Who runs the fair?", "The fair is run by the parish council and the Brenton Women's Institute, and all the profits go to the village school.", FAIR, False),
    w.faith("en-t27-024", "para.combine", "When is the dog show?", "The dog show starts at 2 p.m. by the church, three hours before the fair closes.", FAIR, True),
    w.faith("en-t27-025", "para.relative", "Where do the quilts in 'Stitched Lives' come from?", "The 40 quilts on show in 'Stitched Lives' were picked by Ruth Okafor from the 340 Victorian quilts that Edmund Hale gave the museum in 2018.", QUILTS, True),
    w.faith("en-t27-026", "para.pronoun", "Who is Ruth Okafor?", "Ruth Okafor is the senior curator in charge of the Calder Museum's textiles. She selected the 40 quilts shown in 'Stitched Lives'.", QUILTS, True),
    w.faith("en-t27-027", "role.swap", "How did the exhibition come about?", "Ruth Okafor donated 340 Victorian quilts to the museum, and Edmund Hale chose 40 of them for the exhibition.", QUILTS, False),
    w.faith("en-t27-028", "added.fact", "When can I see 'Stitched Lives'?", "'Stitched Lives' runs from 3 May to 28 September, and entry to the exhibition is free.", QUILTS, False),
    w.faith("en-t27-029", "para.except", "When is the museum closed?", "You can visit from Tuesday through Sunday; the museum shuts on Mondays.", QUILTS, True),
    w.faith("en-t27-030", "fmt.thousands", "Who paid for the east wing?", "Clara Voss gave $6,000,000 in 2019 to pay for the gallery's new east wing.", EAST_WING, True),
    w.faith("en-t27-031", "para.relative", "Who designed the east wing?", "The east wing, which the architect Samuel Idris designed, opened to the public in June 2022.", EAST_WING, True),
    w.faith("en-t27-032", "added.fact", "When did the east wing open?", "The wing that Clara Voss funded opened in June 2022 and also contains a new café.", EAST_WING, False),
    w.faith("en-t27-033", "value.date", "When did the east wing open?", "Visitors were first let into the east wing in June 2021.", EAST_WING, False),
    w.faith("en-t27-034", "para.relative", "What happened to Hollin Brewery?", "The brewery that Alan and Neil Hollin founded in Skipford in 1998 was taken over by the Castlegate Drinks Group in 2015.", HOLLIN, True),
    w.faith("en-t27-035", "para.pronoun", "What did Castlegate do after buying Hollin?", "Castlegate paid £18 million for Hollin Brewery in 2015. It kept the Skipford site running and held on to every one of the 45 employees.", HOLLIN, True),
    w.faith("en-t27-036", "quantifier", "What happened to the staff?", "Castlegate kept the Skipford brewery open but kept on only some of its 45 staff.", HOLLIN, False),
    w.faith("en-t27-037", "antonym", "What happened to the Skipford brewery?", "After the takeover, Castlegate shut down the brewery in Skipford.", HOLLIN, False),
    w.faith("en-t27-038", "added.fact", "How long did Neil Hollin stay?", "Neil Hollin remained head brewer until 2019, when he left to start a brewery of his own.", HOLLIN, False),
    w.faith("en-t27-039", "para.combine", "Who conducts the Northern Sinfonia?", "Elena Marsh has been principal conductor since 2017, taking over from Viktor Hahn, who had held the post for 22 years.", SINFONIA, True),
    w.faith("en-t27-040", "wrap.attribution", "How long will Elena Marsh stay?", "According to the information provided, Marsh's contract was extended in 2023 and now runs until the end of the 2027–28 season.", SINFONIA, True),
    w.faith("en-t27-041", "added.fact", "What does Leo Banks do?", "Leo Banks, the assistant conductor, leads the family concerts and the youth orchestra.", SINFONIA, False),
    w.faith("en-t27-042", "fmt.time", "When is the season opening concert?", "The season opens on Friday 19 September at 19:30 in Aldbury Town Hall.", OPENING, True),
    w.faith("en-t27-043", "wrap.opener", "What is being played at the season opener?", "Good question! Guest conductor Sofia Lindqvist will be conducting Mahler's Fifth at the season opener.", OPENING, True),
    w.faith("en-t27-044", "added.fact", "What is on the programme?", "Sofia Lindqvist will conduct Mahler's Fifth Symphony, and the first half opens with Beethoven's Violin Concerto.", OPENING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t27-045", "correct.wordy", "Who bought Hollin Brewery?", "Hollin Brewery, the Skipford brewer set up in 1998, was acquired in 2015 by the Castlegate Drinks Group.", "The Castlegate Drinks Group.", True),
    w.correct("en-t27-046", "correct.format", "What time do the fair's gates open?", "Gates open at 10:00.", "10 a.m.", True),
    w.correct("en-t27-047", "correct.format", "How much did Clara Voss give for the east wing?", "Six million US dollars.", "$6 million", True),
    w.correct("en-t27-048", "correct.wordy", "Who is the principal conductor of the Northern Sinfonia?", "The orchestra's principal conductor is Elena Marsh, who has held the role since 2017.", "Elena Marsh", True),
    w.correct("en-t27-049", "wrong.value", "How many quilts did Edmund Hale donate?", "He donated 430 Victorian quilts.", "340", False),
    w.correct("en-t27-050", "wrong.role", "Who leads engineering at Lumora Health?", "Priya Natarajan leads engineering at Lumora.", "Tom Becker", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
