"""English cases of set t20: a football league's final round, a basketball coach and his
successor, a summer transfer, two boards (a chair and a CFO), a school's head teachers, a
bakery handed from mother to son and its opening hours, a theatre's directors and
premieres, and a family's property sales."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

LEAGUE = (
    "In the final round of the 2023 Northshore League season, Harbor City FC beat Milltown Rovers 3–1 "
    "at Eastgate Park on 14 October 2023. The result lifted Harbor City to 61 points, four more than "
    "second-placed Milltown. Harbor City's striker Dara Quint scored twice and was named player of the match."
)
COACH = (
    "Glenn Ashby coached the Redwater Falcons from 2015 to 2021, and during that time he trained the young "
    "goalkeeper Tomas Verde. When Ashby left for the national youth team, his assistant Irene Moss took over "
    "as head coach. Under Moss, the Falcons finished third in 2022."
)
TRANSFER = (
    "On 2 July 2024, midfielder Kofi Mensah moved from Lakeside United to Portvale Athletic for a fee of "
    "£4.5 million. Mensah signed a three-year contract. In the opposite direction, Portvale's winger Sam "
    "Ortolan joined Lakeside on a season-long loan."
)
BOARD = (
    "At its meeting on 9 March 2022, the board of Brightline Logistics appointed Helen Carver as chair, "
    "replacing Martin Okafor, who had held the post since 2014. Okafor remains on the board as a "
    "non-executive director. The board also grew from seven to nine members with the addition of two "
    "independent directors."
)
CFO = (
    "Kestrel Foods announced that chief financial officer Ravi Menon will step down on 30 June. He will be "
    "succeeded by Laura Fenn, currently head of treasury. Until the handover, Fenn will report directly to "
    "Menon. Menon's annual pay was $820,000."
)
SCHOOL = (
    "St Aldric's School has had four head teachers since it opened in 1961. Margaret Hale led the school for "
    "its first 22 years, until 1983. She was followed by David Price (1983–1999) and then by Anita Rowe, who "
    "retired in 2016. The current head, Owen Tate, was previously Rowe's deputy."
)
BAKERY = (
    "Rosa Bellini opened the Bellini bakery on Quay Street in 1988. In January 2020 she handed the business "
    "to her son Marco, though she still bakes the Saturday bread herself. Under Marco, the shop added a café "
    "corner with 12 seats."
)
HOURS = (
    "Bellini's is open every day from 7:00 to 18:00, except Sunday, when it closes at 13:00. A sourdough "
    "loaf costs €4.20. Orders of more than ten loaves must be placed at least 48 hours in advance."
)
THEATRE = (
    "The Lantern Theatre was run by artistic director Celia Moor from 2005 until 2017, when Paul Aske "
    "succeeded her. Under Moor, the theatre premiered Hannah Vail's play 'The Salt Road' in 2009. Aske's "
    "first premiere was 'Night Ferry', written by Jonah Reyes, which opened on 21 September 2018 and ran "
    "for 46 performances."
)
PROPERTY = (
    "In 2019 the Whitfield family sold their farmhouse in Ashcombe to Brian and Lucy Hart for £385,000. The "
    "sale was handled by Edward Whitfield, the eldest son, on behalf of his mother. The family kept the "
    "adjoining 12-acre field, which was sold to a neighbour, Nina Croft, in 2021."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, said in other words
    w.faith("en-t20-001", "para.synonym", "Who won the last match of the Northshore League season?", "Harbor City FC defeated Milltown Rovers 3–1 in the season's final round.", LEAGUE, True),
    w.faith("en-t20-002", "fmt.date", "On what date did Harbor City play Milltown in the final round?", "The game took place on October 14, 2023.", LEAGUE, True),
    w.faith("en-t20-003", "para.combine", "How did Dara Quint do in the final round?", "Dara Quint, Harbor City's striker, netted two goals and was named man of the match.", LEAGUE, True),
    w.faith("en-t20-004", "para.relative", "Who replaced Glenn Ashby at the Falcons?", "Irene Moss, who had been Ashby's assistant, became head coach when he left for the national youth team.", COACH, True),
    w.faith("en-t20-005", "fmt.period", "How long was Glenn Ashby in charge of the Redwater Falcons?", "Six years: he coached them from 2015 until 2021.", COACH, True),
    w.faith("en-t20-006", "fmt.currency", "How much did Portvale pay for Kofi Mensah?", "Portvale Athletic signed him from Lakeside United for 4.5 million pounds.", TRANSFER, True),
    w.faith("en-t20-007", "para.nominal", "How did Sam Ortolan join Lakeside?", "Ortolan's move from Portvale to Lakeside is a loan for one season.", TRANSFER, True),
    w.faith("en-t20-008", "para.synonym", "Who is the new chair of Brightline Logistics?", "Helen Carver took over from Martin Okafor as chair of the board in March 2022.", BOARD, True),
    w.faith("en-t20-009", "fmt.number", "How big is the Brightline board now?", "It went from 7 to 9 members after 2 independent directors were added.", BOARD, True),
    w.faith("en-t20-010", "wrap.attribution", "Is Martin Okafor still involved with Brightline?", "According to the text, Okafor, who had chaired the board since 2014, stays on as a non-executive director.", BOARD, True),
    w.faith("en-t20-011", "fmt.abbrev", "Who will replace Ravi Menon?", "Laura Fenn, Kestrel's current head of treasury, will be the next CFO.", CFO, True),
    w.faith("en-t20-012", "fmt.scale", "What was Ravi Menon paid?", "His pay came to $0.82 million a year.", CFO, True),
    w.faith("en-t20-013", "para.pronoun", "Whom will Laura Fenn report to before the handover?", "She will report straight to Ravi Menon until she takes over from him.", CFO, True),
    w.faith("en-t20-014", "para.relative", "What did Owen Tate do before he became head?", "Owen Tate, who now leads the school, used to be Anita Rowe's deputy.", SCHOOL, True),
    w.faith("en-t20-015", "fmt.range", "When was Margaret Hale head teacher?", "Margaret Hale was in charge from 1961 to 1983, the school's first 22 years.", SCHOOL, True),
    w.faith("en-t20-016", "para.synonym", "Who runs the Bellini bakery now?", "Since January 2020 it has been run by Marco, to whom his mother Rosa passed on the business.", BAKERY, True),
    w.faith("en-t20-017", "wrap.opener", "How many seats does the café corner have?", "Good question! The café corner that Marco added has twelve seats.", BAKERY, True),
    w.faith("en-t20-018", "para.except", "Is Bellini's open until six on Saturdays?", "Yes. The bakery stays open until 18:00 on every day but Sunday.", HOURS, True),
    w.faith("en-t20-019", "fmt.time", "When does Bellini's close on Sundays?", "On Sundays it shuts at 1 p.m.", HOURS, True),
    w.faith("en-t20-020", "wrap.hedge", "Do I need to order ahead for a big order?", "It looks like it: orders of over ten loaves have to be placed at least two days ahead.", HOURS, True),
    w.faith("en-t20-021", "para.passive", "When was 'The Salt Road' premiered?", "Hannah Vail's 'The Salt Road' was given its premiere at the Lantern in 2009, while Celia Moor was artistic director.", THEATRE, True),
    w.faith("en-t20-022", "fmt.date", "When did 'Night Ferry' open?", "'Night Ferry' opened on September 21, 2018.", THEATRE, True),
    w.faith("en-t20-023", "fmt.scale", "What did the Harts pay for the farmhouse?", "Brian and Lucy Hart bought the Ashcombe farmhouse for £385k.", PROPERTY, True),
    w.faith("en-t20-024", "wrap.closer", "Who handled the farmhouse sale?", "Edward Whitfield, the eldest son, handled it on his mother's behalf. Hope that helps!", PROPERTY, True),
    # unfaithful: exactly one clear error
    w.faith("en-t20-025", "role.swap", "Who won the final-round match?", "Milltown Rovers beat Harbor City FC 3–1 at Eastgate Park.", LEAGUE, False),
    w.faith("en-t20-026", "direction", "Where did the result leave Harbor City in the table?", "The win left Harbor City on 61 points, four behind Milltown.", LEAGUE, False),
    w.faith("en-t20-027", "role.swap", "Who took over when the head coach left?", "Glenn Ashby, previously Irene Moss's assistant, took over as head coach when she moved to the national youth team.", COACH, False),
    w.faith("en-t20-028", "value.number", "How did the Falcons do under Moss?", "Under Irene Moss, the Falcons came second in 2022.", COACH, False),
    w.faith("en-t20-029", "role.swap", "Where did Kofi Mensah move?", "Kofi Mensah left Portvale Athletic for Lakeside United in a £4.5 million deal.", TRANSFER, False),
    w.faith("en-t20-030", "value.currency", "What was the fee for Mensah?", "Portvale paid €4.5 million to bring him in.", TRANSFER, False),
    w.faith("en-t20-031", "antonym", "On what terms did Sam Ortolan join Lakeside?", "Sam Ortolan moved to Lakeside on a permanent deal.", TRANSFER, False),
    w.faith("en-t20-032", "negation", "Is Okafor still on the board?", "No. Martin Okafor left the board when Helen Carver replaced him as chair.", BOARD, False),
    w.faith("en-t20-033", "value.date", "When was Helen Carver appointed?", "Helen Carver became chair at a board meeting in March 2023.", BOARD, False),
    w.faith("en-t20-034", "quantifier", "How did the board change?", "The board grew from seven to nine members, all of them independent directors.", BOARD, False),
    w.faith("en-t20-035", "added.entity", "Who will succeed Ravi Menon?", "Laura Fenn, currently head of treasury, will succeed him, and chief executive Alan Brooks will oversee the handover.", CFO, False),
    w.faith("en-t20-036", "value.number", "How many head teachers has St Aldric's had?", "Five head teachers have led St Aldric's since it opened in 1961.", SCHOOL, False),
    w.faith("en-t20-037", "role.swap", "Who founded the Bellini bakery?", "Marco Bellini opened the Quay Street bakery in 1988 and handed it to his mother Rosa in 2020.", BAKERY, False),
    w.faith("en-t20-038", "added.fact", "Does Rosa still work at the bakery?", "Yes, she still bakes the Saturday bread and also manages the café corner.", BAKERY, False),
    w.faith("en-t20-039", "modality", "Do I have to order large quantities in advance?", "It's recommended, but not required, to order more than ten loaves 48 hours ahead.", HOURS, False),
    w.faith("en-t20-040", "value.except", "When is Bellini's open?", "From 7:00 to 18:00 every day except Saturday, when it closes at 13:00.", HOURS, False),
    w.faith("en-t20-041", "value.time", "What time does Bellini's open in the morning?", "It opens its doors at 8 a.m.", HOURS, False),
    w.faith("en-t20-042", "role.swap", "Who ran the Lantern Theatre first?", "Paul Aske ran the Lantern until 2017, when Celia Moor succeeded him.", THEATRE, False),
    w.faith("en-t20-043", "direction", "When did 'Night Ferry' premiere?", "'Night Ferry' premiered a year before Paul Aske took over the theatre.", THEATRE, False),
    w.faith("en-t20-044", "value.unit", "How big is the field the family kept?", "The adjoining field the Whitfields kept measures 12 hectares.", PROPERTY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t20-045", "correct.wordy", "Who succeeded Celia Moor at the Lantern Theatre?", "The person who took over from Celia Moor as artistic director of the Lantern was Paul Aske.", "Paul Aske", True),
    w.correct("en-t20-046", "correct.format", "How much did the Harts pay for the farmhouse?", "They paid 385 thousand pounds.", "£385,000", True),
    w.correct("en-t20-047", "correct.short", "What was the score in the final-round match?", "3–1 to Harbor City.", "Harbor City FC beat Milltown Rovers 3–1.", True),
    w.correct("en-t20-048", "correct.wordy", "In which year did Rosa hand the bakery to Marco?", "Rosa Bellini handed the bakery over to her son Marco at the start of 2020.", "2020", True),
    w.correct("en-t20-049", "wrong.value", "How many seats does the café corner have?", "The café corner has 20 seats.", "12 seats", False),
    w.correct("en-t20-050", "wrong.role", "Whom did Glenn Ashby train at the Falcons?", "Tomas Verde trained Glenn Ashby at the Falcons.", "Glenn Ashby trained the young goalkeeper Tomas Verde.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
