"""Fresh set cm, English: a vet clinic, a trampoline park, an archive reading room, a sailing school, a photo studio, a Christmas market, a hair salon, an ice rink, a choir and a tool library."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

VET = (
    "Maple Street Veterinary Clinic was founded in 2009 by Dr. Helen Okafor, who still leads its surgical team. "
    "The clinic is open every day except Sunday, from 8 a.m. to 7 p.m. "
    "A standard consultation costs $65, and vaccinations for cats and dogs cost $38 per dose. "
    "Dogs must be kept on a leash in the waiting room, and cats must arrive in a closed carrier. "
    "The clinic employs 14 people, including five veterinarians. "
    "After-hours emergency calls are forwarded to Riverside Animal Hospital, 6 kilometres away."
)
BOUNCE = (
    "Bounce Yard has 42 trampolines spread over two halls. "
    "A one-hour jump session costs $18, and grip socks, which every jumper must wear, cost $3 a pair. "
    "Children under 6 may jump only in the Little Bouncers zone and must be accompanied by an adult. "
    "The park is open from 10 a.m. to 9 p.m. on weekdays and from 9 a.m. to 10 p.m. on weekends. "
    "Birthday parties can be booked for groups of 10 to 25 guests. "
    "Jumpers must weigh no more than 110 kilograms."
)
ARCHIVE = (
    "The reading room of the Eastbrook City Archive seats 24 researchers. "
    "Visitors must register at the front desk and show a photo ID before their first visit. "
    "Pens are prohibited everywhere in the reading room except at the two copying desks. "
    "Original documents must be ordered at least two days in advance, and up to five boxes can be requested per day. "
    "Photography without flash is allowed free of charge, while scans made by staff cost $0.40 per page. "
    "The reading room is open Tuesday to Friday from 9:30 a.m. to 4:30 p.m. and closed on public holidays."
)
SAILING = (
    "Harbour Point Sailing School is based in Annapolis, the capital of Maryland. "
    "Its beginner course runs over two weeks, with 10 lessons of three hours each. "
    "The course costs $480, and life jackets are provided free of charge. "
    "Students must be at least 12 years old and able to swim 50 metres. "
    "The chief instructor, Marta Lindqvist, took over the school from its founder, Peter Haines, in 2016. "
    "Lessons are cancelled when the wind is stronger than 25 knots."
)
PHOTO = (
    "Lumen Photo Studio rents out its large studio for $75 an hour, with a minimum booking of two hours. "
    "A passport photo session costs $15 and includes four printed photos. "
    "The studio was opened on 12 March 2018 by the photographers Dana Kim and Luis Ortega. "
    "Clients must cancel at least 48 hours in advance to get a full refund. "
    "The large studio has a white cyclorama wall 6 metres wide."
)
MARKET = (
    "The Old Town Christmas Market runs from 24 November to 23 December 2024. "
    "It has 88 wooden stalls, and a quarter of them sell food and drink. "
    "The market is open every day from 11 a.m. to 9 p.m., except on 24 November, when it opens at 5 p.m. with the lighting ceremony. "
    "A cup of mulled wine costs $4, plus a $3 deposit for the mug. "
    "The ice sculpture contest on 7 December is judged by Mayor Ellen Brandt. "
    "The organisers expect around 1.2 million visitors."
)
HAIR = (
    "Curl & Co. is a hair salon run by the stylist Nora Becker, who opened it in 2015. "
    "A women's cut costs $52 and a men's cut costs $34. "
    "Colouring takes about two and a half hours and must be booked at least a week ahead. "
    "The salon is open Tuesday to Saturday and closed on Sundays and Mondays. "
    "Walk-in customers are welcome only on Saturdays. "
    "Six stylists work at the salon, two of whom are apprentices."
)
RINK = (
    "Northgate Ice Rink is 60 metres long and 30 metres wide. "
    "Public skating sessions run every day except Monday, from 2 p.m. to 5 p.m. "
    "Admission costs $9 for adults and $6 for children under 12, and skate rental costs $4. "
    "Helmets are recommended for all skaters but required only for children under 8. "
    "The ice is resurfaced every 90 minutes. "
    "The rink opened in November 1998 and was renovated in 2021."
)
CHOIR = (
    "The Riverside Community Choir has 58 members and is conducted by Samuel Adeyemi. "
    "Rehearsals take place every Wednesday from 7 p.m. to 9 p.m. in the hall of St. Mark's School. "
    "New singers do not need to read music, but they must attend a short voice placement before joining. "
    "The annual membership fee is $120, and students pay half. "
    "The winter concert is on 14 December 2024 at the Town Hall, and tickets cost $12."
)
TOOLS = (
    "The Elm Street Tool Library lends more than 1,200 tools to its members. "
    "Membership costs $40 a year, and members can borrow up to three tools at a time. "
    "Tools are lent for one week and can be renewed once if nobody else has reserved them. "
    "Late returns cost $2 per tool per day. "
    "Power tools may be borrowed only by members who have completed a 30-minute safety induction. "
    "The library is run by volunteers and is open on Thursdays from 5 p.m. to 8 p.m. and on Saturdays from 10 a.m. to 2 p.m."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-cm-001", "para.reorder", "When and where does the choir rehearse?", "In the hall of St. Mark's School, the Riverside Community Choir rehearses every Wednesday from 7 p.m. to 9 p.m.", CHOIR, True),
    w.faith("en-cm-002", "para.passive", "Who founded the vet clinic on Maple Street?", "Dr. Helen Okafor founded Maple Street Veterinary Clinic in 2009.", VET, True),
    w.faith("en-cm-003", "para.synonym", "How many trampolines does Bounce Yard have?", "There are 42 trampolines at Bounce Yard, split across two halls.", BOUNCE, True),
    w.faith("en-cm-004", "para.nominal", "How early do I need to order original documents?", "Orders for original documents must be placed at least two days in advance.", ARCHIVE, True),
    w.faith("en-cm-005", "para.capital", "Which city is Harbour Point Sailing School in?", "The school is based in Maryland's capital, Annapolis.", SAILING, True),
    w.faith("en-cm-006", "para.pronoun", "What is Nora Becker's role at Curl & Co.?", "She runs the salon, and she opened it in 2015.", HAIR, True),
    w.faith("en-cm-007", "para.relative", "Who is the chief instructor at the sailing school?", "Marta Lindqvist, who took over the school from its founder Peter Haines in 2016, is the chief instructor.", SAILING, True),
    w.faith("en-cm-008", "para.part", "How much is adult admission at Northgate Ice Rink?", "Adults pay $9 to get in.", RINK, True),
    w.faith("en-cm-009", "para.combine", "How long can I keep a borrowed tool, and what happens if I bring it back late?", "Tools are lent for one week, and a late return costs $2 per tool for every day.", TOOLS, True),
    w.faith("en-cm-010", "fmt.number", "How many members does the Riverside Community Choir have?", "The choir has fifty-eight members.", CHOIR, True),
    w.faith("en-cm-011", "fmt.thousands", "How many tools can members borrow from?", "The Elm Street Tool Library lends more than 1200 tools to its members.", TOOLS, True),
    w.faith("en-cm-012", "fmt.scale", "How many visitors is the Christmas market expecting?", "The organisers expect around 1,200,000 visitors.", MARKET, True),
    w.faith("en-cm-013", "fmt.date", "When is the choir's winter concert?", "The winter concert is on Dec. 14, 2024, at the Town Hall.", CHOIR, True),
    w.faith("en-cm-014", "fmt.time", "What time is public skating at Northgate?", "Public skating sessions run from 14:00 to 17:00.", RINK, True),
    w.faith("en-cm-015", "fmt.unit", "How big is the ice at Northgate?", "The rink measures 60 m in length and 30 m in width.", RINK, True),
    w.faith("en-cm-016", "fmt.abbrev", "Where does the choir hold its rehearsals?", "Rehearsals are held in the hall of Saint Mark's School.", CHOIR, True),
    w.faith("en-cm-017", "fmt.currency", "What do staff scans cost at the archive?", "A scan made by staff costs 40 cents per page.", ARCHIVE, True),
    w.faith("en-cm-018", "fmt.range", "How many guests can a birthday party at Bounce Yard have?", "A party group needs a minimum of 10 guests and can have a maximum of 25.", BOUNCE, True),
    w.faith("en-cm-019", "fmt.period", "How long is the beginner sailing course?", "The beginner course runs over 14 days, with 10 three-hour lessons.", SAILING, True),
    w.faith("en-cm-020", "fmt.share", "How many of the market stalls sell food and drink?", "25% of the market's 88 wooden stalls sell food and drink.", MARKET, True),
    w.faith("en-cm-021", "para.except", "Can I bring my dog to Maple Street on a Sunday?", "No, Maple Street Veterinary Clinic is closed on Sundays.", VET, True),
    w.faith("en-cm-022", "wrap.opener", "How much is a women's haircut at Curl & Co.?", "Sure! A women's cut at Curl & Co. costs $52.", HAIR, True),
    w.faith("en-cm-023", "wrap.closer", "How often is the ice resurfaced?", "The ice at Northgate is resurfaced every 90 minutes. I hope this helps!", RINK, True),
    w.faith("en-cm-024", "wrap.attribution", "What do I need for my first visit to the reading room?", "According to the archive's rules, you must register at the front desk and show a photo ID before your first visit.", ARCHIVE, True),
    w.faith("en-cm-025", "wrap.hedge", "Do I have to pay extra for a life jacket on the sailing course?", "As far as I can tell, no: life jackets are provided free of charge.", SAILING, True),
    w.faith("en-cm-026", "wrap.question", "What does a passport photo session at Lumen cost?", "A passport photo session costs $15 and includes four printed photos. Would you like to know how to book one?", PHOTO, True),
    w.faith("en-cm-027", "value.number", "How many people work at Curl & Co.?", "Eight stylists work at the salon, two of whom are apprentices.", HAIR, False),
    w.faith("en-cm-028", "value.date", "When did Lumen Photo Studio open?", "Dana Kim and Luis Ortega opened the studio on 12 May 2018.", PHOTO, False),
    w.faith("en-cm-029", "value.time", "What are Bounce Yard's weekday hours?", "On weekdays, Bounce Yard is open from 10 a.m. to 8 p.m.", BOUNCE, False),
    w.faith("en-cm-030", "value.unit", "Where do emergency calls go after hours?", "They are forwarded to Riverside Animal Hospital, which is 6 miles away.", VET, False),
    w.faith("en-cm-031", "value.currency", "How much is the annual choir membership?", "Membership of the Riverside Community Choir costs $150 a year, and students pay half.", CHOIR, False),
    w.faith("en-cm-032", "role.swap", "Who runs Harbour Point Sailing School today?", "Peter Haines took over the school from its founder, Marta Lindqvist, in 2016.", SAILING, False),
    w.faith("en-cm-033", "negation", "May I photograph documents in the reading room?", "No, photography is not allowed in the reading room.", ARCHIVE, False),
    w.faith("en-cm-034", "antonym", "Is the reading room open on public holidays?", "Yes, the reading room is open on public holidays.", ARCHIVE, False),
    w.faith("en-cm-035", "modality", "Do I need a helmet to skate at Northgate?", "Yes, every skater is required to wear a helmet.", RINK, False),
    w.faith("en-cm-036", "quantifier", "Can I drop in at Curl & Co. without an appointment?", "Yes, walk-in customers are welcome on every day the salon is open.", HAIR, False),
    w.faith("en-cm-037", "value.except", "Can I go public skating on a Monday afternoon?", "Yes, public skating runs on Mondays from 2 p.m. to 5 p.m.", RINK, False),
    w.faith("en-cm-038", "direction", "When are sailing lessons cancelled?", "Lessons are cancelled when the wind is weaker than 25 knots.", SAILING, False),
    w.faith("en-cm-039", "added.fact", "What does membership of the tool library cost?", "Membership costs $40 a year, and members also get free blade sharpening.", TOOLS, False),
    w.faith("en-cm-040", "added.entity", "Who judges the ice sculpture contest?", "Mayor Ellen Brandt and the sculptor Tom Reilly judge the ice sculpture contest on 7 December.", MARKET, False),
    w.faith("en-cm-041", "mixed", "What is Lumen's cancellation policy?", "You must cancel at least 48 hours in advance for a full refund, and later cancellations get half of the money back.", PHOTO, False),
]
REFUSAL = [
    w.refusal("en-cm-042", "refusal.plain", "Does Maple Street Veterinary Clinic treat reptiles?", "I'm sorry, I don't have that information.", VET, True),
    w.refusal("en-cm-043", "refusal.context", "Is there parking at Bounce Yard?", "The provided documents don't say anything about parking at Bounce Yard.", BOUNCE, True),
    w.refusal("en-cm-044", "refusal.short", "Who founded the Elm Street Tool Library?", "No idea.", TOOLS, True),
    w.refusal("en-cm-045", "refusal.long", "Does the Riverside Community Choir go on tour abroad?", "Thank you for your question. Unfortunately, the information I have about the Riverside Community Choir doesn't mention any tours. It covers rehearsals, the membership fee and the winter concert, but nothing about travel. I'd suggest asking the choir directly. Sorry I can't be more helpful.", CHOIR, True),
    w.refusal("en-cm-046", "refusal.hedged", "What time does the Christmas market open?", "I'm not entirely sure, but I think it opens at 11 a.m. on most days.", MARKET, False),
    w.refusal("en-cm-047", "refusal.partial", "How much are a men's cut and a beard trim at Curl & Co.?", "A men's cut costs $34; the documents don't mention the price of a beard trim.", HAIR, False),
]
CORRECTNESS = [
    w.correct("en-cm-048", "correct.wordy", "Who conducts the Riverside Community Choir?", "The Riverside Community Choir, which has 58 members and rehearses every Wednesday, is conducted by Samuel Adeyemi.", "Samuel Adeyemi.", True),
    w.correct("en-cm-049", "correct.short", "How much does a one-hour jump session cost at Bounce Yard?", "$18.", "A one-hour jump session at Bounce Yard costs $18.", True),
    w.correct("en-cm-050", "correct.format", "When did Lumen Photo Studio open?", "2018-03-12.", "12 March 2018.", True),
    w.correct("en-cm-051", "wrong.value", "How much does skate rental cost at Northgate Ice Rink?", "Skate rental costs $6.", "$4.", False),
    w.correct("en-cm-052", "wrong.echo", "How long can I borrow a tool from the Elm Street Tool Library?", "You can borrow a tool from the Elm Street Tool Library for as long as the library lets you borrow a tool.", "One week.", False),
    w.correct("en-cm-053", "wrong.role", "Who founded Harbour Point Sailing School?", "Marta Lindqvist founded it.", "Peter Haines.", False),
]
RELEVANCY = [
    w.relevant("en-cm-054", "relevant.direct", "When is Curl & Co. closed?", "On Sundays and Mondays.", HAIR, True),
    w.relevant("en-cm-055", "relevant.yesno", "Can my 5-year-old jump at Bounce Yard?", "Yes, but only in the Little Bouncers zone, and an adult has to come along.", BOUNCE, True),
    w.relevant("en-cm-056", "offtopic.true", "How much is a vaccination for my cat?", "Dogs must be kept on a leash in the waiting room.", VET, False),
    w.relevant("en-cm-057", "offtopic.other", "What time does the reading room open?", "You can request up to five boxes of original documents per day.", ARCHIVE, False),
]
DIAGNOSIS = [
    w.diag("en-cm-058", "diag.pass", "How much is mulled wine at the Christmas market?", "A cup of mulled wine costs $4, plus a $3 deposit for the mug.", {"market": MARKET, "rink": RINK}, ("market",), "pass"),
    w.diag("en-cm-059", "diag.offtopic", "How much does membership of the tool library cost?", "The tool library is open on Thursdays from 5 p.m. to 8 p.m. and on Saturdays from 10 a.m. to 2 p.m.", {"tools": TOOLS, "choir": CHOIR}, ("tools",), "fix_generation"),
    w.diag("en-cm-060", "diag.unfaithful", "How much is a standard consultation at Maple Street?", "A standard consultation costs $95.", {"vet": VET, "photo": PHOTO}, ("vet",), "fix_generation"),
    w.diag("en-cm-061", "diag.refused", "How old do you have to be for the beginner sailing course?", "I'm sorry, I can't find that in the available documents.", {"sailing": SAILING, "bounce": BOUNCE}, ("sailing",), "fix_generation"),
    w.diag("en-cm-062", "diag.missed", "What is the minimum booking for Lumen's large studio?", "I couldn't find that information.", {"hair": HAIR, "archive": ARCHIVE}, ("photo",), "fix_retrieval"),
    w.diag("en-cm-063", "diag.correct_refusal", "Does Northgate Ice Rink offer figure skating lessons for adults?", "The documents don't say whether adult figure skating lessons are offered.", {"rink": RINK, "bounce": BOUNCE}, (), "correct_refusal"),
    w.diag("en-cm-064", "diag.should_refuse", "How much does dog grooming cost at Maple Street Veterinary Clinic?", "Dog grooming at Maple Street costs $45.", {"vet": VET, "hair": HAIR}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
