"""English cases of set AO: a language exchange café, a beekeeping course, a bowling alley,
a print shop and a youth orchestra."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

CAFE = (
    "The Tandem Café on Wren Street hosts language exchange evenings every Thursday from 6:30 pm to 9:00 pm. "
    "Entry costs $8, up from $6 last year, and includes one hot drink. "
    "Tables are grouped by language pair, and the Spanish–English table is led by a volunteer named Lucía Ferrer."
)
BEES = (
    "The Hollow Oak Apiary runs a beginner beekeeping course over four Saturdays in May, starting on May 3. "
    "The course fee is $240, and protective suits and gloves are provided. "
    "Each group has at most 12 students. "
    "The lessons are taught by Martin Oyelaran, who has kept bees for 22 years, with Joy Park as his assistant."
)
BOWL = (
    "Lakeview Lanes has 16 bowling lanes and opens at 11 am every day except Tuesday. "
    "Half of the lanes are reserved for league play on Wednesdays. "
    "A game costs $6.50 per person, and shoe rental is $3. "
    "On Friday nights, the lanes switch to glow bowling after 8 pm."
)
PRINT = (
    "Copperleaf Print Shop prints business cards in batches of 250 for $35. "
    "Orders placed before noon are ready the next working day. "
    "Large posters up to 90 centimetres wide are printed on matte paper, and the shop is run by Greta Lindqvist and her son Paul. "
    "Last year the shop printed 1,200,000 flyers."
)
ORCH = (
    "The Riverside Youth Orchestra rehearses on Sunday afternoons at Halden Hall, which seats 2,350 people. "
    "Players must be between 12 and 19 years old, and auditions for the 2025 season take place on September 6. "
    "The orchestra has 64 members, and its conductor, Amira Solberg, joined in 2019."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-ao-001", "para.reorder", "When are the language exchange evenings at the Tandem Café?", "Every Thursday from 6:30 pm to 9:00 pm, the Tandem Café hosts its language exchange evenings.", CAFE, True),
    w.faith("en-ao-002", "para.passive", "Who runs Copperleaf Print Shop?", "Greta Lindqvist and her son Paul run the shop.", PRINT, True),
    w.faith("en-ao-003", "para.passive", "Who teaches the beekeeping lessons?", "Martin Oyelaran teaches the lessons, and Joy Park assists him.", BEES, True),
    w.faith("en-ao-004", "para.synonym", "What does the entry fee at the café include?", "The $8 admission comes with one hot beverage.", CAFE, True),
    w.faith("en-ao-005", "para.synonym", "How much does it cost to rent shoes at Lakeview Lanes?", "Renting bowling shoes costs $3.", BOWL, True),
    w.faith("en-ao-006", "para.nominal", "When does the beekeeping course start?", "The start date of the course is May 3.", BEES, True),
    w.faith("en-ao-007", "para.capital", "When does Lakeview Lanes open?", "lakeview lanes opens at 11 am every day except tuesday.", BOWL, True),
    w.faith("en-ao-008", "para.pronoun", "What changes at Lakeview Lanes on Friday nights?", "After 8 pm on Fridays, it switches its lanes to glow bowling.", BOWL, True),
    w.faith("en-ao-009", "para.pronoun", "How does Copperleaf Print Shop sell business cards?", "It prints them in batches of 250 for $35.", PRINT, True),
    w.faith("en-ao-010", "para.relative", "Who conducts the Riverside Youth Orchestra?", "Amira Solberg, who joined in 2019, is the orchestra's conductor.", ORCH, True),
    w.faith("en-ao-011", "para.relative", "Who leads the Spanish–English table?", "Lucía Ferrer, who is a volunteer, leads the Spanish–English table.", CAFE, True),
    w.faith("en-ao-012", "para.part", "How much does entry to the exchange evening cost?", "Entry costs $8.", CAFE, True),
    w.faith("en-ao-013", "para.part", "How many members does the orchestra have?", "The orchestra has 64 members.", ORCH, True),
    w.faith("en-ao-014", "para.combine", "What does the beekeeping course cost, and is equipment provided?", "The $240 course provides protective suits and gloves.", BEES, True),
    w.faith("en-ao-015", "para.combine", "Who conducts the orchestra, and how big is it?", "Amira Solberg, who joined in 2019, conducts the 64-member orchestra.", ORCH, True),
    w.faith("en-ao-016", "fmt.number", "How many lanes does Lakeview Lanes have?", "It has sixteen bowling lanes.", BOWL, True),
    w.faith("en-ao-017", "fmt.thousands", "How many people does Halden Hall seat?", "Halden Hall seats 2350 people.", ORCH, True),
    w.faith("en-ao-018", "fmt.scale", "How many flyers did the print shop produce last year?", "It printed 1.2 million flyers last year.", PRINT, True),
    w.faith("en-ao-019", "fmt.date", "When are the auditions for the 2025 season?", "Auditions for the 2025 season take place on 6 September.", ORCH, True),
    w.faith("en-ao-020", "fmt.time", "When does glow bowling start on Fridays?", "Glow bowling starts after 20:00 on Friday nights.", BOWL, True),
    w.faith("en-ao-021", "fmt.time", "What hours do the exchange evenings run?", "They run from 18:30 to 21:00 every Thursday.", CAFE, True),
    w.faith("en-ao-022", "fmt.unit", "How wide can a large poster be?", "Large posters can be up to 90 cm wide.", PRINT, True),
    w.faith("en-ao-023", "fmt.abbrev", "Where and when are the exchange evenings held?", "They're held every Thurs. at the Tandem Café on Wren St.", CAFE, True),
    w.faith("en-ao-024", "fmt.currency", "How much is one game at Lakeview Lanes?", "One game costs 6.50 dollars per person.", BOWL, True),
    w.faith("en-ao-025", "fmt.currency", "What is the fee for the beekeeping course?", "The course fee is 240 dollars.", BEES, True),
    w.faith("en-ao-026", "fmt.range", "How old must players in the orchestra be?", "Players must be 12–19 years old.", ORCH, True),
    w.faith("en-ao-027", "fmt.period", "How long does each exchange evening last?", "Each evening lasts two and a half hours.", CAFE, True),
    w.faith("en-ao-028", "fmt.share", "How many lanes are kept for leagues on Wednesdays?", "On Wednesdays, 50% of the lanes are reserved for league play.", BOWL, True),
    w.faith("en-ao-029", "para.except", "On which days does Lakeview Lanes open at 11 am?", "Apart from Tuesdays, Lakeview Lanes opens at 11 am daily.", BOWL, True),
    w.faith("en-ao-030", "wrap.opener", "Where is the Tandem Café?", "Good question! The Tandem Café is on Wren Street.", CAFE, True),
    w.faith("en-ao-031", "wrap.closer", "When will my business cards be ready if I order in the morning?", "Orders placed before noon are ready the next working day. Hope that helps!", PRINT, True),
    w.faith("en-ao-032", "wrap.attribution", "How many students are in each beekeeping group?", "Based on the information provided, each group has no more than 12 students.", BEES, True),
    w.faith("en-ao-033", "wrap.hedge", "Where does the orchestra rehearse?", "As far as I can tell from the text, the orchestra rehearses at Halden Hall on Sunday afternoons.", ORCH, True),
    w.faith("en-ao-034", "wrap.question", "When does the orchestra rehearse?", "When does it rehearse? On Sunday afternoons, at Halden Hall.", ORCH, True),
    w.faith("en-ao-035", "value.number", "How many lanes does Lakeview Lanes have?", "Lakeview Lanes has 18 bowling lanes.", BOWL, False),
    w.faith("en-ao-036", "value.number", "How many members does the orchestra have?", "The orchestra has 46 members.", ORCH, False),
    w.faith("en-ao-037", "value.date", "When does the beekeeping course start?", "The beekeeping course starts on May 10.", BEES, False),
    w.faith("en-ao-038", "value.time", "When do the exchange evenings end?", "The exchange evenings end at 10:00 pm.", CAFE, False),
    w.faith("en-ao-039", "value.unit", "How wide can large posters be?", "Large posters can be up to 90 inches wide.", PRINT, False),
    w.faith("en-ao-040", "value.currency", "How much is shoe rental at Lakeview Lanes?", "Shoe rental costs $5.", BOWL, False),
    w.faith("en-ao-041", "role.swap", "Who teaches the beekeeping lessons?", "Joy Park teaches the lessons, with Martin Oyelaran as the assistant.", BEES, False),
    w.faith("en-ao-042", "negation", "Is protective gear provided on the course?", "Protective suits and gloves are not provided on the course.", BEES, False),
    w.faith("en-ao-043", "negation", "What happens at Lakeview Lanes on Friday nights?", "Glow bowling is not offered on Friday nights.", BOWL, False),
    w.faith("en-ao-044", "antonym", "What kind of paper are large posters printed on?", "Large posters are printed on glossy paper.", PRINT, False),
    w.faith("en-ao-045", "modality", "Is there an age requirement for orchestra players?", "Players are recommended, but not required, to be between 12 and 19 years old.", ORCH, False),
    w.faith("en-ao-046", "quantifier", "How many students are in each beekeeping group?", "Each group has at least 12 students.", BEES, False),
    w.faith("en-ao-047", "direction", "Has the entry price at the café changed?", "Yes, the entry price has gone down to $8 this year.", CAFE, False),
    w.faith("en-ao-048", "added.fact", "What does entry to the café evening include?", "Entry costs $8 and includes one hot drink and a free pastry.", CAFE, False),
    w.faith("en-ao-049", "value.except", "On which days does Lakeview Lanes open at 11 am?", "It opens at 11 am every day except Monday.", BOWL, False),
    w.faith("en-ao-050", "added.entity", "Who runs Copperleaf Print Shop?", "The shop is run by Greta Lindqvist, her son Paul and her daughter Anna.", PRINT, False),
]

REFUSAL = [
    w.refusal("en-ao-051", "refusal.plain", "What time does Lakeview Lanes close?", "I'm sorry, I don't know what time Lakeview Lanes closes.", BOWL, True),
    w.refusal("en-ao-052", "refusal.context", "Does Copperleaf Print Shop have a parking lot?", "The provided information doesn't say whether Copperleaf Print Shop has parking.", PRINT, True),
    w.refusal("en-ao-053", "refusal.hedged", "Who leads the Spanish–English table?", "I'm not completely sure, but it appears to be a volunteer named Lucía Ferrer.", CAFE, False),
    w.refusal("en-ao-054", "refusal.partial", "How much is the beekeeping course, and is lunch included?", "The course costs $240; the text doesn't say whether lunch is included.", BEES, False),
]

CORRECTNESS = [
    w.correct("en-ao-055", "correct.wordy", "How much does a game cost at Lakeview Lanes?", "At Lakeview Lanes, each player pays $6.50 for a single game of bowling.", "$6.50 per person.", True),
    w.correct("en-ao-056", "correct.wordy", "Who teaches the beekeeping course?", "The person who teaches the beginner lessons at Hollow Oak Apiary is Martin Oyelaran.", "Martin Oyelaran.", True),
    w.correct("en-ao-057", "correct.format", "When are the orchestra auditions?", "On 6 September 2025.", "September 6, 2025.", True),
    w.correct("en-ao-058", "correct.short", "How much do 250 business cards cost at Copperleaf?", "$35.", "A batch of 250 business cards costs $35.", True),
    w.correct("en-ao-059", "wrong.value", "How many lanes does Lakeview Lanes have?", "Lakeview Lanes has 12 lanes.", "16 lanes.", False),
    w.correct("en-ao-060", "wrong.role", "Who is the assistant on the beekeeping course?", "Martin Oyelaran is the assistant.", "Joy Park; Martin Oyelaran is the teacher.", False),
]

RELEVANCY = [
    w.relevant("en-ao-061", "relevant.direct", "What time does the glow bowling begin?", "Fridays, after 8 pm.", BOWL, True),
    w.relevant("en-ao-062", "relevant.direct", "What will I pay for a batch of business cards?", "$35 for 250 cards.", PRINT, True),
    w.relevant("en-ao-063", "relevant.direct", "Where does the youth orchestra practise?", "At Halden Hall, on Sunday afternoons.", ORCH, True),
    w.relevant("en-ao-064", "relevant.direct", "How do I get my order by the next working day?", "Place it before noon.", PRINT, True),
    w.relevant("en-ao-065", "relevant.direct", "Who's in charge of the Spanish–English table?", "A volunteer, Lucía Ferrer.", CAFE, True),
    w.relevant("en-ao-066", "relevant.yesno", "Do I need to bring my own protective suit to the beekeeping course?", "No, suits and gloves are provided.", BEES, True),
    w.relevant("en-ao-067", "offtopic.true", "How much does entry to the exchange evening cost?", "The Spanish–English table is led by a volunteer named Lucía Ferrer.", CAFE, False),
    w.relevant("en-ao-068", "offtopic.true", "When does the beekeeping course start?", "Martin Oyelaran has kept bees for 22 years.", BEES, False),
]

DIAGNOSIS = [
    w.diag("en-ao-069", "diag.pass", "What is the fee for the beekeeping course?", "The beginner beekeeping course costs $240.", {"bees": BEES, "bowl": BOWL}, ("bees",), "pass"),
    w.diag("en-ao-070", "diag.missed", "How much is shoe rental at Lakeview Lanes?", "The information provided doesn't mention shoe rental.", {"cafe": CAFE, "print": PRINT}, ("bowl",), "fix_retrieval"),
    w.diag("en-ao-071", "diag.correct_refusal", "What is the Wi-Fi password at the Tandem Café?", "The documents don't give the café's Wi-Fi password.", {"cafe": CAFE}, (), "correct_refusal"),
    w.diag("en-ao-072", "diag.unfaithful", "When are business cards ready?", "Business cards ordered before noon are ready the same afternoon.", {"print": PRINT}, ("print",), "fix_generation"),
    w.diag("en-ao-073", "diag.offtopic", "Who conducts the Riverside Youth Orchestra?", "Halden Hall seats 2,350 people.", {"orch": ORCH}, ("orch",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
