"""English cases of set t31: a regional newspaper's subscriptions and history, a sailing
school's course and founders, a farm shop, an online course platform, a city archive's
reading room and map collection, and a glass-blowing studio's taster sessions and owners."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SUBS = (
    "The Harwick Courier offers a digital subscription for £6.50 a month and a print-and-digital bundle for £14 a month. "
    "The print edition is delivered by 7 a.m. from Monday to Saturday; there is no Sunday edition. "
    "Subscribers can cancel online at any time, and the cancellation takes effect at the end of the current billing month. "
    "Students with a valid university card get 40% off the digital subscription."
)
PAPER = (
    "The Harwick Courier was founded in 1962 by the printer Edith Marlow. "
    "In 2009 it was bought by the Ashgrove Media Group, which moved the newsroom to Canal Street. "
    "The current editor, Tom Reyes, has led the paper since March 2018."
)
COURSE = (
    "Bluewater Sailing School runs its beginner course over five consecutive Saturdays, from 9:00 to 15:00. "
    "The course costs €420, which includes the use of a dinghy and a life jacket. "
    "Participants must be at least 12 years old and able to swim 50 metres. "
    "Lessons are cancelled if the wind exceeds 25 knots, and a replacement date is offered."
)
SCHOOL = (
    "Bluewater Sailing School was started in 1998 by the Olympic sailor Greta Lindqvist. "
    "Her former student Paul Okafor took over as head instructor in 2015. "
    "The school's fleet consists of 14 dinghies and two keelboats, all moored at the north pier."
)
FARM = (
    "Hollow Lane Farm Shop is open every day except Tuesday, from 8 a.m. to 6 p.m. "
    "Eggs come from the farm's own hens, while the cheese is supplied by Brookside Dairy, three miles away. "
    "Orders over £30 placed by phone can be collected from the barn door after 4 p.m. the same day."
)
LEARN = (
    "On Learnwell, each course is available for 12 months after purchase. "
    "Learners who finish all modules and pass the final quiz with at least 70% receive a downloadable certificate. "
    "Refunds are granted within 14 days of purchase, provided that less than a quarter of the course has been viewed. "
    "The Python for Analysts course was created by Dr. Nadia Farouk and is narrated by Simon Hale."
)
ROOM = (
    "The Dunmore City Archive reading room is open Tuesday to Friday from 10:00 to 16:30, and on the first Saturday of each month from 10:00 to 13:00. "
    "Visitors must book a seat at least two days in advance. "
    "Original documents may only be handled with the cotton gloves provided at the desk; photography without flash is permitted."
)
MAPS = (
    "The archive's map collection was donated in 1974 by the surveyor Arthur Penn. "
    "It was digitised between 2016 and 2019 by a team led by archivist Leah Moritz. "
    "The collection contains about 3,200 maps, the oldest dating from 1703."
)
TASTER = (
    "Emberglass Studio offers a two-hour taster session for £85 per person, on Saturdays and Sundays at 10 a.m. and 2 p.m. "
    "Each participant makes one paperweight, which must cool overnight and can be collected from the following Wednesday. "
    "Groups are limited to four people, and closed-toe shoes are required."
)
STUDIO = (
    "Emberglass Studio was opened in 2011 by the glassblower Marco Bellini in a former bakery on Quay Road. "
    "In 2020 he handed the day-to-day running of the studio to his daughter Sofia Bellini, who also teaches the evening classes."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("en-t31-001", "para.relative", "What happened to the Harwick Courier in 2009?", "The Courier, which Edith Marlow had founded in 1962, was acquired by the Ashgrove Media Group in 2009.", PAPER, True),
    w.faith("en-t31-002", "para.combine", "Who moved the Courier's newsroom?", "The Ashgrove Media Group, which bought the paper in 2009, relocated its newsroom to Canal Street.", PAPER, True),
    w.faith("en-t31-003", "para.pronoun", "Who is the Courier's editor?", "Tom Reyes is the current editor. He has been in charge of the paper since March 2018.", PAPER, True),
    w.faith("en-t31-004", "para.except", "Do you get a paper on Sundays?", "No — the printed Courier only comes out Monday through Saturday, so nothing is delivered on a Sunday.", SUBS, True),
    w.faith("en-t31-005", "fmt.share", "Is there a student discount?", "Yes, students holding a valid university card get two-fifths off the digital subscription.", SUBS, True),
    w.faith("en-t31-006", "para.combine", "What do I get for the price of the beginner course?", "The €420 beginner course runs on five Saturdays in a row, and the fee covers a dinghy and a life jacket.", COURSE, True),
    w.faith("en-t31-007", "fmt.time", "What are the hours of the sailing lessons?", "Each Saturday session runs from 9 a.m. to 3 p.m.", COURSE, True),
    w.faith("en-t31-008", "para.synonym", "Who can sign up for the beginner course?", "To join, you need to be 12 or older and able to swim 50 metres.", COURSE, True),
    w.faith("en-t31-009", "para.pronoun", "Who founded Bluewater Sailing School?", "Greta Lindqvist, an Olympic sailor, set the school up in 1998. Her former pupil Paul Okafor became head instructor in 2015.", SCHOOL, True),
    w.faith("en-t31-010", "para.relative", "When did Paul Okafor become head instructor?", "Paul Okafor, who had once been Greta Lindqvist's student, took over as head instructor of her school in 2015.", SCHOOL, True),
    w.faith("en-t31-011", "fmt.number", "How big is the school's fleet?", "Sixteen boats in total — fourteen dinghies and two keelboats — all kept at the north pier.", SCHOOL, True),
    w.faith("en-t31-012", "para.except", "Is the farm shop open on Tuesdays?", "No, it's closed on Tuesdays; on every other day you'll find it open from 8 a.m. to 6 p.m.", FARM, True),
    w.faith("en-t31-013", "para.combine", "Where do the eggs and cheese come from?", "The eggs are laid by the farm's own hens, and the cheese is delivered by Brookside Dairy, which is three miles away.", FARM, True),
    w.faith("en-t31-014", "wrap.opener", "Can I order by phone and pick up later?", "Good question! If you phone in an order of more than £30, you can pick it up at the barn door any time after 4 p.m. that same day.", FARM, True),
    w.faith("en-t31-015", "fmt.period", "How long can I watch a Learnwell course?", "You keep access to a course for one year from the day you buy it.", LEARN, True),
    w.faith("en-t31-016", "para.passive", "How do I get a certificate on Learnwell?", "A downloadable certificate is awarded once every module has been completed and the final quiz has been passed with 70% or more.", LEARN, True),
    w.faith("en-t31-017", "para.relative", "Who narrates Python for Analysts?", "Python for Analysts, a course that Dr. Nadia Farouk created, is narrated by Simon Hale.", LEARN, True),
    w.faith("en-t31-018", "fmt.share", "Can I get a refund?", "You can get your money back within 14 days of buying, as long as you've watched less than 25% of the course.", LEARN, True),
    w.faith("en-t31-019", "wrap.attribution", "When is the reading room open?", "According to the archive, the reading room opens 10:00–16:30 from Tuesday to Friday, plus 10:00–13:00 on the first Saturday of the month.", ROOM, True),
    w.faith("en-t31-020", "para.synonym", "Can I touch the originals and take pictures?", "Originals may only be touched while wearing the cotton gloves handed out at the desk, and photos are fine as long as you don't use a flash.", ROOM, True),
    w.faith("en-t31-021", "para.pronoun", "Where did the map collection come from?", "The surveyor Arthur Penn gave the map collection to the archive in 1974. Between 2016 and 2019 it was digitised by a team under archivist Leah Moritz.", MAPS, True),
    w.faith("en-t31-022", "fmt.thousands", "How many maps are there?", "The collection holds roughly 3200 maps, the oldest of which is from 1703.", MAPS, True),
    w.faith("en-t31-023", "para.relative", "Who runs Emberglass Studio day to day?", "Marco Bellini, who opened the studio in a former bakery in 2011, handed its day-to-day running to his daughter Sofia in 2020.", STUDIO, True),
    w.faith("en-t31-024", "para.combine", "What happens in a taster session?", "For £85 a head you get a two-hour session and make a paperweight, which cools overnight and is ready to collect from the following Wednesday.", TASTER, True),
    # unfaithful: exactly one unsupported or wrong claim
    w.faith("en-t31-025", "added.fact", "How much is the digital subscription?", "The digital subscription costs £6.50 a month and includes access to the full archive of past issues.", SUBS, False),
    w.faith("en-t31-026", "added.fact", "How do I cancel my subscription?", "You can cancel online at any time; it takes effect at the end of the current billing month, and a confirmation email is sent straight away.", SUBS, False),
    w.faith("en-t31-027", "value.date", "When can I collect my paperweight?", "Your paperweight has to cool overnight and can be picked up from the following Monday.", TASTER, False),
    w.faith("en-t31-028", "role.swap", "Who founded the Courier?", "The Ashgrove Media Group founded the Courier in 1962, and Edith Marlow bought it in 2009.", PAPER, False),
    w.faith("en-t31-029", "added.fact", "What does the beginner course fee cover?", "The €420 fee covers a dinghy, a life jacket and a packed lunch on each of the five Saturdays.", COURSE, False),
    w.faith("en-t31-030", "modality", "Do I need special shoes for the taster?", "Closed-toe shoes are recommended, and groups are limited to four people.", TASTER, False),
    w.faith("en-t31-031", "direction", "When are sailing lessons cancelled?", "Lessons are called off when the wind drops below 25 knots, and a replacement date is offered.", COURSE, False),
    w.faith("en-t31-032", "added.fact", "What if a lesson is cancelled because of wind?", "If the wind is stronger than 25 knots the lesson is cancelled, and you can choose between a replacement date and a full refund.", COURSE, False),
    w.faith("en-t31-033", "role.swap", "Who founded the sailing school?", "Paul Okafor founded the school in 1998, and his former student Greta Lindqvist took over as head instructor in 2015.", SCHOOL, False),
    w.faith("en-t31-034", "value.number", "How big are the taster groups?", "Groups are capped at six people, and you'll need closed-toe shoes.", TASTER, False),
    w.faith("en-t31-035", "value.except", "Which day is the farm shop closed?", "The farm shop is open every day except Thursday, from 8 a.m. to 6 p.m.", FARM, False),
    w.faith("en-t31-036", "added.fact", "Where do the eggs come from?", "The eggs come from the farm's own hens and are collected fresh every morning.", FARM, False),
    w.faith("en-t31-037", "added.fact", "Can I order by phone?", "Phone orders over £30 can be collected from the barn door after 4 p.m. the same day, or delivered to your home for a small fee.", FARM, False),
    w.faith("en-t31-038", "quantifier", "Who creates the courses on Learnwell?", "Every course on Learnwell was created by Dr. Nadia Farouk.", LEARN, False),
    w.faith("en-t31-039", "value.number", "What score do I need for the certificate?", "You need to finish all modules and score at least 80% on the final quiz.", LEARN, False),
    w.faith("en-t31-040", "added.fact", "Tell me about Python for Analysts.", "Python for Analysts was created by Dr. Nadia Farouk, is narrated by Simon Hale and comes with subtitles in five languages.", LEARN, False),
    w.faith("en-t31-041", "negation", "Can I take photos in the reading room?", "No, photography is not allowed in the reading room, even without flash.", ROOM, False),
    w.faith("en-t31-042", "added.fact", "Who teaches the studio's classes?", "Sofia Bellini runs the studio day to day and teaches both the evening and the weekend classes.", STUDIO, False),
    w.faith("en-t31-043", "antonym", "How old are the maps?", "The collection has about 3,200 maps, and the newest of them dates from 1703.", MAPS, False),
    w.faith("en-t31-044", "added.entity", "Who digitised the maps?", "The maps were digitised between 2016 and 2019 by Leah Moritz's team together with the county university library.", MAPS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t31-045", "correct.wordy", "How much is the Courier's print-and-digital bundle?", "If you'd like both the printed paper and digital access, the bundle will cost you fourteen pounds every month.", "£14 a month.", True),
    w.correct("en-t31-046", "correct.format", "When was Bluewater Sailing School founded?", "It was founded in nineteen ninety-eight.", "In 1998.", True),
    w.correct("en-t31-047", "correct.wordy", "What time does the farm shop close?", "On the days it's open, the shop shuts at 18:00, so make sure you get there before then.", "At 6 p.m.", True),
    w.correct("en-t31-048", "correct.format", "How long is the refund window on Learnwell?", "Two weeks from the date of purchase.", "14 days.", True),
    w.correct("en-t31-049", "wrong.value", "How much does the Emberglass taster session cost?", "It costs £58 per person.", "£85 per person.", False),
    w.correct("en-t31-050", "wrong.role", "Who donated the map collection to the archive?", "The archivist Leah Moritz donated it.", "The surveyor Arthur Penn.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
