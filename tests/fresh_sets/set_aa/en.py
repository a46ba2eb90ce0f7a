"""English cases of set AA: a university library, a marathon race, an optician, a boat rental,
a zoo and a cinema."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

LIBRARY = (
    "The Hallworth University Library is open from 8 a.m. to 10 p.m. on weekdays and from 10 a.m. to 6 p.m. on weekends. "
    "Students may borrow up to 12 books at a time for a loan period of three weeks. "
    "Late returns cost $0.50 per book per day. "
    "Group study rooms on the fourth floor must be booked online at least 24 hours in advance."
)
MARATHON = (
    "The Lakeshore Marathon takes place on Sunday, 12 October 2025, starting at 7:30 a.m. from Fenwick Park. "
    "The entry fee is €65 until 31 August and €80 after that. "
    "Runners must finish within 6 hours, and water stations are placed every 5 kilometres. "
    "About 4,200 runners registered last year."
)
OPTICIAN = (
    "Clearview Opticians on Moss Street offers free eye tests for children under 16, while adult eye tests cost £25 and take about 30 minutes. "
    "Dr. Priya Nair carries out the eye tests, and her assistant Sam Cole fits the frames. "
    "Glasses are usually ready for collection within 7 to 10 days. "
    "The shop is closed on Sundays."
)
BOATS = (
    "Willow Bay Boat Rental hires out kayaks for $18 per hour and pedal boats for $30 per hour. "
    "All renters must wear a life jacket, which is provided free of charge. "
    "Children under 12 may only ride with an adult. "
    "The last boat goes out at 5:45 p.m., and all boats must be back by 7 p.m."
)
ZOO = (
    "Brookmere Zoo welcomed 1,250,000 visitors last year. "
    "Its penguin feeding takes place twice a day, at 11 a.m. and 3 p.m. "
    "Half of the zoo's 40 keepers work part-time. "
    "The new reptile house, which cost $2.4 million, opened on 3 May 2024."
)
CINEMA = (
    "The Orion Cinema shows films every day except Tuesday. "
    "Tickets cost $11 for adults and $7 for children, and on Wednesdays every ticket is $6. "
    "The largest screen, Screen 1, has 320 seats. "
    "Members of the Orion Club get one free popcorn per month."
)

LIB_HOURS = "The Hallworth University Library is open from 8 a.m. to 10 p.m. on weekdays and from 10 a.m. to 6 p.m. on weekends."
LIB_LOANS = "Students may borrow up to 12 books at a time for a loan period of three weeks."
LIB_ROOMS = "Group study rooms on the fourth floor must be booked online at least 24 hours in advance."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-aa-001", "para.reorder", "When is the library open on weekends?", "On weekends, the library is open from 10 a.m. to 6 p.m.", LIBRARY, True),
    w.faith("en-aa-002", "para.passive", "How many books can a student borrow?", "Up to 12 books at a time may be borrowed by a student.", LIBRARY, True),
    w.faith("en-aa-003", "para.synonym", "How long can I keep a library book?", "The borrowing period is three weeks.", LIBRARY, True),
    w.faith("en-aa-004", "para.nominal", "What happens if I return books late?", "The late-return charge is $0.50 per book for each day.", LIBRARY, True),
    w.faith("en-aa-005", "para.capital", "Where are the group study rooms?", "The group study rooms are on the Fourth Floor.", LIBRARY, True),
    w.faith("en-aa-006", "para.pronoun", "Where does the Lakeshore Marathon start?", "It starts from Fenwick Park at 7:30 a.m.", MARATHON, True),
    w.faith("en-aa-007", "para.relative", "What is the time limit for runners?", "Runners have 6 hours to finish the race, which starts at 7:30 a.m. from Fenwick Park.", MARATHON, True),
    w.faith("en-aa-008", "para.part", "How much is the entry fee for the marathon?", "The entry fee is €65 until 31 August.", MARATHON, True),
    w.faith("en-aa-009", "para.combine", "When and where does the marathon start?", "The marathon starts at 7:30 a.m. on Sunday, 12 October 2025, from Fenwick Park.", MARATHON, True),
    w.faith("en-aa-010", "fmt.number", "How long does an adult eye test take?", "An adult eye test takes about thirty minutes.", OPTICIAN, True),
    w.faith("en-aa-011", "fmt.thousands", "How many runners registered last year?", "About 4200 runners registered last year.", MARATHON, True),
    w.faith("en-aa-012", "fmt.scale", "How many visitors did Brookmere Zoo have last year?", "It welcomed 1.25 million visitors last year.", ZOO, True),
    w.faith("en-aa-013", "fmt.date", "What date is the Lakeshore Marathon?", "It takes place on Sunday, October 12, 2025.", MARATHON, True),
    w.faith("en-aa-014", "fmt.time", "When do the boats have to be returned?", "All boats must be back by 19:00.", BOATS, True),
    w.faith("en-aa-015", "fmt.unit", "How long is an adult eye test?", "An adult eye test takes about half an hour.", OPTICIAN, True),
    w.faith("en-aa-016", "fmt.abbrev", "How often are there water stations on the course?", "There is a water station every 5 km.", MARATHON, True),
    w.faith("en-aa-017", "fmt.currency", "How much does a kayak cost?", "A kayak costs 18 dollars an hour.", BOATS, True),
    w.faith("en-aa-018", "fmt.range", "How soon will my glasses be ready?", "Glasses are usually ready for collection in 7–10 days.", OPTICIAN, True),
    w.faith("en-aa-019", "fmt.period", "What do Orion Club members get?", "Orion Club members get a free popcorn monthly.", CINEMA, True),
    w.faith("en-aa-020", "fmt.share", "How many of the zoo's keepers work part-time?", "50% of the zoo's 40 keepers work part-time.", ZOO, True),
    w.faith("en-aa-021", "para.except", "Which day does the Orion Cinema not show films?", "Tuesday is the only day the Orion Cinema shows no films.", CINEMA, True),
    w.faith("en-aa-022", "wrap.opener", "How much is a pedal boat?", "Great question! Pedal boats cost $30 per hour.", BOATS, True),
    w.faith("en-aa-023", "wrap.closer", "Do children have to pay for an eye test?", "Eye tests are free for children under 16. Let me know if you need anything else!", OPTICIAN, True),
    w.faith("en-aa-024", "wrap.attribution", "When is penguin feeding?", "According to the provided information, penguin feeding is at 11 a.m. and 3 p.m.", ZOO, True),
    w.faith("en-aa-025", "wrap.hedge", "How many seats does Screen 1 have?", "I believe Screen 1, the largest screen, has 320 seats.", CINEMA, True),
    w.faith("en-aa-026", "wrap.question", "How many books can I borrow at once?", "How many books can you borrow? Up to 12 at a time.", LIBRARY, True),
    w.faith("en-aa-027", "para.synonym", "Do I have to pay for a life jacket at Willow Bay?", "No, life jackets are supplied at no cost.", BOATS, True),
    w.faith("en-aa-028", "para.reorder", "When did the new reptile house open?", "On 3 May 2024 the new reptile house opened.", ZOO, True),
    w.faith("en-aa-029", "para.passive", "On which days can I see a film at the Orion?", "Films are shown at the Orion Cinema every day except Tuesday.", CINEMA, True),
    w.faith("en-aa-030", "fmt.currency", "How much did the reptile house cost?", "The reptile house cost 2.4 million dollars.", ZOO, True),
    w.faith("en-aa-031", "fmt.time", "At what times are the penguins fed?", "The penguins are fed at 11:00 and 15:00.", ZOO, True),
    w.faith("en-aa-032", "para.combine", "How much are tickets at the Orion?", "Adults pay $11 and children $7, but every ticket costs $6 on Wednesdays.", CINEMA, True),
    # one clear error each
    w.faith("en-aa-033", "value.number", "How many books can students borrow?", "Students can borrow up to 15 books at a time.", LIBRARY, False),
    w.faith("en-aa-034", "value.time", "When does the library close on weekdays?", "On weekdays the library closes at 9 p.m.", LIBRARY, False),
    w.faith("en-aa-035", "value.date", "Until when does the €65 entry fee apply?", "The €65 entry fee applies until 31 July.", MARATHON, False),
    w.faith("en-aa-036", "value.currency", "How much is an adult eye test?", "An adult eye test costs £35.", OPTICIAN, False),
    w.faith("en-aa-037", "value.unit", "How often are water stations placed along the course?", "Water stations are placed every 5 miles.", MARATHON, False),
    w.faith("en-aa-038", "role.swap", "Who carries out the eye tests at Clearview?", "Sam Cole carries out the eye tests, and Dr. Priya Nair fits the frames.", OPTICIAN, False),
    w.faith("en-aa-039", "negation", "Are eye tests free for children?", "Clearview Opticians does not offer free eye tests for children under 16.", OPTICIAN, False),
    w.faith("en-aa-040", "antonym", "Which is the largest screen at the Orion?", "Screen 1 is the smallest screen, with 320 seats.", CINEMA, False),
    w.faith("en-aa-041", "modality", "Do renters have to wear a life jacket?", "Renters may wear a life jacket if they wish; it is optional.", BOATS, False),
    w.faith("en-aa-042", "quantifier", "How many of the zoo's keepers work part-time?", "All of the zoo's 40 keepers work part-time.", ZOO, False),
    w.faith("en-aa-043", "direction", "What happens to the entry fee after 31 August?", "After 31 August the entry fee drops from €80 to €65.", MARATHON, False),
    w.faith("en-aa-044", "value.except", "On which days does the Orion Cinema show films?", "The Orion Cinema shows films every day except Monday.", CINEMA, False),
    w.faith("en-aa-045", "added.fact", "When will my glasses be ready?", "Glasses are usually ready within 7 to 10 days, and delivery to your home is free.", OPTICIAN, False),
    w.faith("en-aa-046", "added.entity", "When is penguin feeding at Brookmere Zoo?", "Penguin feeding is at 11 a.m. and 3 p.m., led by head keeper Tom Reyes.", ZOO, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-aa-047", "refusal.plain", "Is there a prize for the winner of the Lakeshore Marathon?", "I'm sorry, I don't know the answer to that.", MARATHON, True),
    w.refusal("en-aa-048", "refusal.context", "Does Willow Bay Boat Rental have a café?", "The provided information doesn't say whether there is a café at Willow Bay Boat Rental.", BOATS, True),
    w.refusal("en-aa-049", "refusal.hedged", "How long does an adult eye test take?", "I'm not completely sure, but it should take about 30 minutes.", OPTICIAN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-aa-050", "correct.wordy", "What time does the last boat go out at Willow Bay?", "The final boat of the day leaves at 5:45 p.m., so it's best to arrive a little before then.", "The last boat goes out at 5:45 p.m.", True),
    w.correct("en-aa-051", "correct.wordy", "How many seats does Screen 1 have?", "Screen 1, which is the largest screen at the Orion Cinema, has a total of 320 seats.", "320 seats.", True),
    w.correct("en-aa-052", "correct.format", "What time does the Lakeshore Marathon start?", "07:30.", "The marathon starts at 7:30 a.m.", True),
    w.correct("en-aa-053", "wrong.value", "How long is the loan period for library books?", "The loan period for library books is two weeks.", "Three weeks.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-aa-054", "relevant.direct", "When does the Lakeshore Marathon begin?", "Sunday 12 October 2025, at 7:30 a.m.", MARATHON, True),
    w.relevant("en-aa-055", "relevant.direct", "Where is Clearview Opticians located?", "On Moss Street.", OPTICIAN, True),
    w.relevant("en-aa-056", "relevant.direct", "What's the price of renting a pedal boat?", "$30 for each hour.", BOATS, True),
    w.relevant("en-aa-057", "relevant.yesno", "Can my 8-year-old come on a kayak with me?", "Yes, children under 12 are allowed as long as an adult rides with them.", BOATS, True),
    w.relevant("en-aa-058", "offtopic.true", "How much does a children's ticket cost at the Orion?", "Screen 1 is the largest screen and has 320 seats.", CINEMA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-aa-059", "diag.pass", "How long can students keep borrowed books?", "Students can keep borrowed books for three weeks.",
           {"lib-loans": LIB_LOANS, "lib-hours": LIB_HOURS}, ("lib-loans",), "pass"),
    w.diag("en-aa-060", "diag.missed", "How much is the fine for returning a book late?", "The retrieved information doesn't say what the late-return fine is.",
           {"lib-hours": LIB_HOURS, "lib-rooms": LIB_ROOMS}, ("lib-fines",), "fix_retrieval"),
    w.diag("en-aa-061", "diag.correct_refusal", "Does the library have a café?", "The documents don't mention a café at the library, so I can't say.",
           {"lib-hours": LIB_HOURS, "lib-loans": LIB_LOANS}, (), "correct_refusal"),
    w.diag("en-aa-062", "diag.unfaithful", "When is the library open on weekends?", "On weekends the library is open from 9 a.m. to 5 p.m.",
           {"lib-hours": LIB_HOURS, "lib-rooms": LIB_ROOMS}, ("lib-hours",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
