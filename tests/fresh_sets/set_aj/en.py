"""English cases of set AJ: a sailing club's dinghy course, a recording studio, a chess
tournament, a pet hotel, an observatory and a tailor."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SAIL = (
    "The Harbourview Sailing Club runs its beginner dinghy course on Saturday mornings from 9:00 to 12:30, starting on 3 May. "
    "The course lasts six weeks and costs £240, including life-jacket hire. "
    "Participants must be at least 12 years old, and every session ends with a 20-minute safety debrief."
)
STUDIO = (
    "Blue Finch Recording Studio rents its main live room for £45 per hour, with a minimum booking of three hours. "
    "Engineer Priya Nandakumar mixes all sessions booked on weekdays, while weekend sessions are handled by her assistant, Tom Reyes. "
    "The studio is open every day except Tuesday, and cancellations must be made at least 48 hours in advance for a full refund."
)
CHESS = (
    "The Millbrook Open chess tournament will be held at the Corn Exchange on 14 and 15 September. "
    "Players compete over seven rounds with a time control of 90 minutes plus 30 seconds per move. "
    "The entry fee is $35 for adults and $15 for juniors under 18, and the winner receives $1,200. "
    "Juniors may also play in the adult section if they wish."
)
PET = (
    "Paws & Pillows Pet Hotel accepts dogs and cats but not rabbits or birds. "
    "Each dog is walked twice a day, at 7 a.m. and 5 p.m., and each cat has a private suite of 4 square metres. "
    "A night costs €28 for a cat and €36 for a dog, and all guests must have up-to-date vaccinations."
)
OBS = (
    "The Ridgeback Observatory opens to the public on clear Friday evenings between 8 p.m. and 11 p.m. "
    "Its main telescope, installed in 1987, has a mirror 1.6 metres wide. "
    "Visitors climb 112 steps up to the dome, which was renovated in 2023 for £2.4 million. "
    "About half of the observatory's 3,000 annual visitors are school pupils."
)
TAILOR = (
    "Hollis & Grant, a tailor on Weaver Street, shortens trousers for £18 and takes in a jacket for £55. "
    "Alterations are normally ready within five working days, and a two-day rush service costs an extra £20. "
    "The shop was founded by Edith Hollis in 1962. "
    "Its prices went up by 10% in January."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-aj-001", "para.reorder", "When does the beginner dinghy course run?", "From 9:00 to 12:30 on Saturday mornings, starting on 3 May, the club runs its beginner dinghy course.", SAIL, True),
    w.faith("en-aj-002", "para.passive", "Who mixes the weekday sessions at Blue Finch?", "Weekday sessions at Blue Finch are mixed by engineer Priya Nandakumar.", STUDIO, True),
    w.faith("en-aj-003", "para.synonym", "How old do participants have to be?", "Participants need to be a minimum of 12 years of age.", SAIL, True),
    w.faith("en-aj-004", "para.nominal", "What is the cancellation rule at the studio?", "Cancellation at least 48 hours ahead is required for a full refund.", STUDIO, True),
    w.faith("en-aj-005", "para.pronoun", "What does Hollis & Grant charge to shorten trousers?", "Hollis & Grant is on Weaver Street, and it shortens trousers for £18.", TAILOR, True),
    w.faith("en-aj-006", "para.relative", "Where and when is the Millbrook Open held?", "The Millbrook Open, which has seven rounds, takes place at the Corn Exchange on 14 and 15 September.", CHESS, True),
    w.faith("en-aj-007", "para.part", "What is the entry fee for juniors?", "Juniors under 18 pay $15 to enter.", CHESS, True),
    w.faith("en-aj-008", "para.combine", "How long is the dinghy course and what does it cost?", "The six-week course costs £240 with life-jacket hire included.", SAIL, True),
    w.faith("en-aj-009", "fmt.number", "How many steps lead up to the dome?", "Visitors climb one hundred and twelve steps up to the dome.", OBS, True),
    w.faith("en-aj-010", "fmt.thousands", "How many people visit the observatory each year?", "The observatory receives 3000 visitors a year.", OBS, True),
    w.faith("en-aj-011", "fmt.scale", "How much did the dome renovation cost?", "The 2023 renovation of the dome cost £2,400,000.", OBS, True),
    w.faith("en-aj-012", "fmt.date", "When does the dinghy course start?", "The course starts on May 3.", SAIL, True),
    w.faith("en-aj-013", "fmt.time", "What are the hours of the dinghy course?", "It runs from 9 a.m. to 12:30 p.m. on Saturdays.", SAIL, True),
    w.faith("en-aj-014", "fmt.unit", "How wide is the telescope's mirror?", "The main telescope's mirror is 160 centimetres wide.", OBS, True),
    w.faith("en-aj-015", "fmt.abbrev", "How long is the safety debrief?", "Each session ends with a 20-min safety debrief.", SAIL, True),
    w.faith("en-aj-016", "fmt.currency", "What is the adult entry fee for the Millbrook Open?", "Adults pay an entry fee of 35 dollars.", CHESS, True),
    w.faith("en-aj-017", "fmt.range", "When can the public visit the observatory?", "The public can visit 8–11 p.m. on clear Friday evenings.", OBS, True),
    w.faith("en-aj-018", "fmt.period", "How often are the dogs walked?", "Dogs are walked twice daily, at 7 a.m. and 5 p.m.", PET, True),
    w.faith("en-aj-019", "fmt.share", "Who visits the observatory?", "Roughly 50% of the observatory's yearly visitors are school pupils.", OBS, True),
    w.faith("en-aj-020", "para.except", "Which day is Blue Finch closed?", "Blue Finch is closed only on Tuesdays.", STUDIO, True),
    w.faith("en-aj-021", "wrap.opener", "How much is a night for a cat?", "Great question! A night for a cat costs €28.", PET, True),
    w.faith("en-aj-022", "wrap.closer", "How much does it cost to shorten trousers?", "Shortening trousers costs £18. Let me know if you need anything else!", TAILOR, True),
    w.faith("en-aj-023", "wrap.attribution", "What does the dinghy course cost?", "According to the club's information, the course costs £240.", SAIL, True),
    w.faith("en-aj-024", "wrap.hedge", "How many rounds are there in the tournament?", "It looks like the tournament is played over seven rounds.", CHESS, True),
    w.faith("en-aj-025", "wrap.question", "What do juniors pay to enter?", "Juniors under 18 pay $15. Would you like the adult fee as well?", CHESS, True),
    w.faith("en-aj-026", "para.passive", "Who handles the weekend sessions?", "Tom Reyes, Priya Nandakumar's assistant, handles the weekend sessions.", STUDIO, True),
    w.faith("en-aj-027", "para.synonym", "How long do alterations take?", "Alterations are usually finished within five working days.", TAILOR, True),
    w.faith("en-aj-028", "para.reorder", "How much is a night at the pet hotel?", "For a dog a night costs €36, and for a cat it costs €28.", PET, True),
    w.faith("en-aj-029", "para.combine", "Which animals does the pet hotel take, and what do they need?", "The hotel takes dogs and cats, and every guest needs up-to-date vaccinations.", PET, True),
    w.faith("en-aj-030", "fmt.time", "When are the dogs walked?", "The dogs go out at 07:00 and 17:00.", PET, True),
    w.faith("en-aj-031", "fmt.date", "When is the Millbrook Open?", "The tournament is on September 14–15.", CHESS, True),
    w.faith("en-aj-032", "fmt.currency", "What does the rush service cost?", "The two-day rush service costs an extra 20 pounds.", TAILOR, True),
    w.faith("en-aj-033", "fmt.abbrev", "How big is a cat's suite?", "Each cat gets a private suite of 4 sq m.", PET, True),
    w.faith("en-aj-034", "para.pronoun", "Who founded Hollis & Grant?", "Edith Hollis founded the shop; she did so in 1962.", TAILOR, True),
    w.faith("en-aj-035", "para.relative", "Who handles weekend sessions at the studio?", "Weekend sessions go to Tom Reyes, who is Priya Nandakumar's assistant.", STUDIO, True),
    w.faith("en-aj-036", "wrap.attribution", "How big is a cat's suite?", "The pet hotel's details say that each cat has a private suite of 4 square metres.", PET, True),
    w.faith("en-aj-037", "fmt.number", "What is the minimum booking for the live room?", "The live room must be booked for at least 3 hours.", STUDIO, True),
    w.faith("en-aj-038", "para.nominal", "When was the telescope installed?", "The telescope's installation took place in 1987.", OBS, True),
    # single clear errors
    w.faith("en-aj-039", "value.number", "How many steps lead up to the dome?", "Visitors climb 121 steps up to the dome.", OBS, False),
    w.faith("en-aj-040", "value.date", "When does the dinghy course start?", "The beginner course starts on 10 May.", SAIL, False),
    w.faith("en-aj-041", "value.time", "When are the dogs walked?", "Each dog is walked at 7 a.m. and 6 p.m.", PET, False),
    w.faith("en-aj-042", "value.currency", "How much is the live room per hour?", "The main live room costs £55 per hour.", STUDIO, False),
    w.faith("en-aj-043", "value.unit", "How big is a cat's suite?", "Each cat has a private suite of 4 square feet.", PET, False),
    w.faith("en-aj-044", "role.swap", "Who mixes the sessions at Blue Finch?", "Tom Reyes mixes the weekday sessions, while Priya Nandakumar handles the weekends.", STUDIO, False),
    w.faith("en-aj-045", "negation", "Is life-jacket hire included in the course fee?", "The £240 fee does not include life-jacket hire.", SAIL, False),
    w.faith("en-aj-046", "antonym", "When is the observatory open to the public?", "The observatory opens to the public on cloudy Friday evenings.", OBS, False),
    w.faith("en-aj-047", "modality", "Can juniors play in the adult section?", "Juniors must play in the adult section.", CHESS, False),
    w.faith("en-aj-048", "quantifier", "Do pets need vaccinations?", "Only some guests need up-to-date vaccinations.", PET, False),
    w.faith("en-aj-049", "direction", "Did the tailor change its prices this year?", "Its prices went down by 10% in January.", TAILOR, False),
    w.faith("en-aj-050", "added.fact", "What does the course fee cover?", "The £240 fee includes life-jacket hire and a free year of club membership.", SAIL, False),
    w.faith("en-aj-051", "value.except", "When is Blue Finch open?", "Blue Finch is open every day except Monday.", STUDIO, False),
]

REFUSAL = [
    w.refusal("en-aj-052", "refusal.plain", "Is there parking at the sailing club?", "I'm sorry, I don't know whether there is parking at the club.", SAIL, True),
    w.refusal("en-aj-053", "refusal.context", "Is there parking at the sailing club?", "The provided information doesn't say anything about parking at the Harbourview Sailing Club.", SAIL, True),
    w.refusal("en-aj-054", "refusal.long", "Does the pet hotel offer grooming?", "Unfortunately, after going through the material I was given, I can't find any details about grooming at Paws & Pillows, so I'm unable to answer that; you may want to contact the hotel directly.", PET, True),
    w.refusal("en-aj-055", "refusal.hedged", "How much does the live room cost?", "I'm not entirely certain, but it seems to be £45 an hour.", STUDIO, False),
    w.refusal("en-aj-056", "refusal.partial", "What does the rush service cost, and when does the tailor open?", "The rush service costs an extra £20; the opening hours aren't given in the information I have.", TAILOR, False),
]

CORRECTNESS = [
    w.correct("en-aj-057", "correct.wordy", "What is the winner's prize at the Millbrook Open?", "The player who wins the Millbrook Open chess tournament takes home a prize of $1,200.", "$1,200.", True),
    w.correct("en-aj-058", "correct.wordy", "When was Hollis & Grant founded?", "It was back in 1962 that Edith Hollis opened the tailor's shop on Weaver Street.", "In 1962.", True),
    w.correct("en-aj-059", "correct.format", "When does the Millbrook Open take place?", "Sept. 14–15.", "On 14 and 15 September.", True),
    w.correct("en-aj-060", "correct.short", "How long does the dinghy course last?", "Six weeks.", "The beginner dinghy course lasts six weeks.", True),
    w.correct("en-aj-061", "wrong.value", "How many rounds does the tournament have?", "The tournament has nine rounds.", "Seven rounds.", False),
]

RELEVANCY = [
    w.relevant("en-aj-062", "relevant.direct", "When can I visit the observatory?", "On clear Friday evenings, 8 to 11 p.m.", OBS, True),
    w.relevant("en-aj-063", "relevant.direct", "What will it set me back to board my dog overnight?", "€36 a night.", PET, True),
    w.relevant("en-aj-064", "relevant.direct", "Where is the chess tournament being held?", "At the Corn Exchange.", CHESS, True),
    w.relevant("en-aj-065", "relevant.direct", "How do I get my money back if I can't make my studio session?", "Cancel at least 48 hours ahead and you'll receive a full refund.", STUDIO, True),
    w.relevant("en-aj-066", "relevant.direct", "How many steps are there up to the dome?", "There are 112 of them.", OBS, True),
    w.relevant("en-aj-067", "relevant.yesno", "Does the pet hotel take rabbits?", "No, only dogs and cats are accepted.", PET, True),
    w.relevant("en-aj-068", "offtopic.true", "How much does it cost to shorten trousers?", "The shop was founded by Edith Hollis in 1962.", TAILOR, False),
]

DIAGNOSIS = [
    w.diag("en-aj-069", "diag.pass", "What is the time control at the Millbrook Open?", "Each player has 90 minutes plus 30 seconds per move.", {"chess-rules": CHESS, "pet-hotel": PET}, ("chess-rules",), "pass"),
    w.diag("en-aj-070", "diag.missed", "What is the minimum booking at Blue Finch?", "The documents I have don't mention a minimum booking at Blue Finch.", {"tailor-prices": TAILOR, "obs-hours": OBS}, ("studio-rates",), "fix_retrieval"),
    w.diag("en-aj-071", "diag.correct_refusal", "Does the sailing club offer night sailing?", "The information provided doesn't say whether the club offers night sailing.", {"sail-course": SAIL}, (), "correct_refusal"),
    w.diag("en-aj-072", "diag.unfaithful", "How much is the entry fee for adults?", "Adults pay $50 to enter the Millbrook Open.", {"chess-rules": CHESS}, ("chess-rules",), "fix_generation"),
    w.diag("en-aj-073", "diag.refused", "How wide is the telescope's mirror?", "Sorry, I couldn't find how wide the telescope's mirror is.", {"obs-hours": OBS, "sail-course": SAIL}, ("obs-hours",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
