"""English cases of set t21: a town's waste collection calendar and bulky waste pickups, a
science museum's free Sundays and an art gallery's free evenings, a family clinic's hours and
a health centre's Easter closures, an outdoor shop's and an online shop's return rules, a
public library's loan rules, and a bus line's weekend service."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

WASTE = (
    "In Marlow Heath, general waste is collected every Tuesday and recycling every second Friday. "
    "Garden waste is only collected from March to November. If a collection day falls on a public "
    "holiday, the collection takes place one day later. Bins must be put out at the kerb by 7:00 a.m. "
    "on the day of collection."
)
BULKY = (
    "Ashford Vale residents are entitled to one free bulky waste collection per year, booked through "
    "the council website. Each additional collection costs £25 and covers up to three items. Fridges "
    "and freezers are not taken in bulky collections; they have to be dropped off at the Brook Lane "
    "recycling centre, which is open daily except Wednesdays."
)
MUSEUM = (
    "Admission to the Hallam Museum of Science is free on the first Sunday of every month, except in "
    "January, when the museum is closed that day for maintenance. Free admission does not include "
    "special exhibitions, which cost £8 per adult. Children under 12 get in free at all times. The "
    "free Sundays are sponsored by the Dalton Trust, and the guided tours on those days are led by "
    "curator Helen Marsh."
)
GALLERY = (
    "The Corvin Art Gallery opens its doors free of charge every Thursday from 5 p.m. to 9 p.m. Groups "
    "of more than ten people must book in advance, even on free evenings. On Thursdays the gallery café "
    "closes at 7 p.m. The free evenings do not run in August, when the gallery is closed for rehanging."
)
CLINIC = (
    "Riverside Family Clinic is open Monday to Friday from 08:00 to 18:00 and on Saturdays from 09:00 "
    "to 13:00. It is closed on Sundays and public holidays, with the exception of Christmas Eve, when "
    "it opens from 09:00 to 12:00. When the clinic is closed, patients should call the out-of-hours "
    "line on 0300 555 0199. The Saturday surgery is run by Dr Priya Nair, assisted by nurse Owen Hale."
)
EASTER = (
    "Over Easter, Elmwood Health Centre will be closed on Good Friday, 18 April, and on Easter Monday, "
    "21 April. On Easter Saturday it will open from 10:00 to 14:00 for urgent appointments only. Repeat "
    "prescription requests made after 12:00 on Wednesday will be ready the following Tuesday."
)
SHOP = (
    "Northgate Outdoor accepts returns within 30 days of purchase if you bring the receipt. Refunds go "
    "back to the original payment method. Sale items can be exchanged but not refunded. Gas canisters, "
    "opened packs of tent pegs and personalised items cannot be returned."
)
ONLINE = (
    "Pixel Corner customers can send back online orders within 14 days of delivery. Return postage is "
    "free for members and costs €4.95 for everyone else. Software, gift cards and unsealed headphones "
    "are excluded from returns. Refunds are issued within five working days after the parcel arrives "
    "at the warehouse."
)
LIBRARY = (
    "Members of Kingsbridge Public Library may borrow up to 12 items at once for three weeks. Books can "
    "be renewed online twice, unless another member has reserved them. DVDs are lent for one week and "
    "cannot be renewed. Overdue books cost 20p per day, but there are no fines on children's books. "
    "Interlibrary loan requests are approved by head librarian Sam Okoye and then processed by "
    "assistant Lena Park."
)
BUS = (
    "Bus line 42 runs between Central Station and Oakfield Hospital. On Saturdays buses leave every 20 "
    "minutes between 07:00 and 23:00. On Sundays and public holidays they run every 30 minutes from "
    "08:00 to 22:00, and on Sundays they skip the Mill Road stop because of the street market. A single "
    "fare costs £1.80 all weekend, and children under 16 travel at half fare."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, said in other words
    w.faith("en-t21-001", "para.synonym", "When is general waste picked up in Marlow Heath?",
            "Regular rubbish gets picked up every Tuesday in Marlow Heath.", WASTE, True),
    w.faith("en-t21-002", "para.except", "Is garden waste collected in January?",
            "No. Garden waste is only picked up between March and November, so there is no collection in January.", WASTE, True),
    w.faith("en-t21-003", "fmt.time", "By what time do the bins have to be out?",
            "Your bins need to be at the kerb no later than 7 in the morning on collection day.", WASTE, True),
    w.faith("en-t21-004", "fmt.currency", "How much does an extra bulky waste collection cost?",
            "Every pickup beyond the free one is twenty-five pounds and takes a maximum of three items.", BULKY, True),
    w.faith("en-t21-005", "para.except", "Can I take my old freezer to Brook Lane on a Wednesday?",
            "No, the Brook Lane recycling centre is shut on Wednesdays; it opens on every other day of the week.", BULKY, True),
    w.faith("en-t21-006", "para.combine", "Does my nine-year-old need a ticket on a free Sunday?",
            "No: entry is free on the first Sunday of the month, and children under 12 never pay anyway.", MUSEUM, True),
    w.faith("en-t21-007", "para.except", "Which months have a free Sunday at the Hallam Museum?",
            "Every month apart from January has a free first Sunday; in January the museum shuts that day for maintenance.", MUSEUM, True),
    w.faith("en-t21-008", "para.relative", "Who is behind the free Sundays?",
            "The free Sundays, which the Dalton Trust sponsors, include guided tours led by curator Helen Marsh.", MUSEUM, True),
    w.faith("en-t21-009", "fmt.time", "When is the Corvin Art Gallery free?",
            "Entry costs nothing on Thursdays between 17:00 and 21:00.", GALLERY, True),
    w.faith("en-t21-010", "wrap.closer", "Can I go to a free evening in August?",
            "Unfortunately not: there are no free evenings in August because the gallery closes for rehanging. Enjoy your visit another month!", GALLERY, True),
    w.faith("en-t21-011", "wrap.hedge", "Do school groups of 25 need to book?",
            "I believe any group larger than ten has to book ahead, and that applies on free evenings too.", GALLERY, True),
    w.faith("en-t21-012", "wrap.attribution", "Who is on duty at the clinic on Saturdays?",
            "According to the clinic, Dr Priya Nair runs the Saturday surgery with nurse Owen Hale assisting.", CLINIC, True),
    w.faith("en-t21-013", "para.except", "Is the clinic open on Christmas Eve?",
            "Yes. Although it usually stays shut on public holidays, Christmas Eve is the exception, with opening from 9 a.m. until noon.", CLINIC, True),
    w.faith("en-t21-014", "wrap.opener", "What should I do if I need help on a Sunday?",
            "Good question! Since the clinic is closed then, you should ring the out-of-hours line on 0300 555 0199.", CLINIC, True),
    w.faith("en-t21-015", "fmt.range", "Is Elmwood open on Easter Saturday?",
            "Yes, from 10 a.m. to 2 p.m., but for urgent appointments only.", EASTER, True),
    w.faith("en-t21-016", "fmt.date", "Which days is Elmwood Health Centre closed over Easter?",
            "It's shut on April 18 and April 21, that is, Good Friday and Easter Monday.", EASTER, True),
    w.faith("en-t21-017", "para.synonym", "Can I get my money back on a sale item at Northgate Outdoor?",
            "No, discounted items can only be swapped for something else, not refunded.", SHOP, True),
    w.faith("en-t21-018", "para.part", "Can I return a gas canister?",
            "Gas canisters are non-returnable at Northgate Outdoor.", SHOP, True),
    w.faith("en-t21-019", "fmt.period", "How long do I have to return a Pixel Corner order?",
            "You have two weeks from the day it's delivered to send it back.", ONLINE, True),
    w.faith("en-t21-020", "fmt.currency", "Is return postage free?",
            "Only for members; non-members pay 4.95 euros to post a return.", ONLINE, True),
    w.faith("en-t21-021", "para.nominal", "When will I get my refund from Pixel Corner?",
            "Your refund is issued within five working days of the parcel's arrival at the warehouse.", ONLINE, True),
    w.faith("en-t21-022", "para.passive", "Who handles interlibrary loan requests at Kingsbridge?",
            "Head librarian Sam Okoye approves them, and assistant Lena Park then processes them.", LIBRARY, True),
    w.faith("en-t21-023", "wrap.question", "How many times can I renew a library book?",
            "You can renew a book online twice, as long as no other member has reserved it. Would you like the DVD rules as well?", LIBRARY, True),
    w.faith("en-t21-024", "fmt.share", "What do children pay on bus 42 at the weekend?",
            "Under-16s pay 50% of the normal fare.", BUS, True),
    # unfaithful: exactly one claim is not supported
    w.faith("en-t21-025", "value.time", "By what time do the bins have to be out?",
            "Bins should be standing at the kerb by 8 a.m. on collection day.", WASTE, False),
    w.faith("en-t21-026", "direction", "What happens when collection day is a bank holiday?",
            "The collection is brought forward, so the bins are emptied a day earlier than usual.", WASTE, False),
    w.faith("en-t21-027", "value.date", "When is garden waste collected?",
            "Garden bins are emptied only between April and November.", WASTE, False),
    w.faith("en-t21-028", "value.currency", "How much does an extra bulky waste collection cost?",
            "Each collection after the free one costs €25 and covers up to three items.", BULKY, False),
    w.faith("en-t21-029", "value.except", "When can I drop a fridge off at Brook Lane?",
            "The Brook Lane recycling centre opens every day except Mondays.", BULKY, False),
    w.faith("en-t21-030", "added.fact", "What do I get on a free Sunday at the Hallam Museum?",
            "On the first Sunday of the month you get in without paying, and an audio guide is handed out free as well.", MUSEUM, False),
    w.faith("en-t21-031", "added.entity", "Who leads the tours on free Sundays?",
            "The tours on those Sundays are led by curator Helen Marsh together with museum educator James Cole.", MUSEUM, False),
    w.faith("en-t21-032", "modality", "Do large groups have to book for the free evening?",
            "Booking is recommended for groups of more than ten, but it isn't required.", GALLERY, False),
    w.faith("en-t21-033", "antonym", "Can I get a coffee at the gallery on Thursday afternoon?",
            "The gallery café opens at 7 p.m. on Thursdays.", GALLERY, False),
    w.faith("en-t21-034", "value.time", "What are the clinic's hours on Christmas Eve?",
            "On Christmas Eve the clinic opens at 9 a.m. and closes at 1 p.m.", CLINIC, False),
    w.faith("en-t21-035", "role.swap", "Who runs the Saturday surgery?",
            "Nurse Owen Hale runs the Saturday surgery, with Dr Priya Nair assisting.", CLINIC, False),
    w.faith("en-t21-036", "direction", "When will my repeat prescription be ready over Easter?",
            "If you ask for a repeat prescription before midday on Wednesday, it will be ready the following Tuesday.", EASTER, False),
    w.faith("en-t21-037", "quantifier", "Can I book a routine check-up on Easter Saturday?",
            "Yes, on Easter Saturday the centre is open from 10:00 to 14:00 for all types of appointment.", EASTER, False),
    w.faith("en-t21-038", "value.except", "What can I return to Northgate Outdoor?",
            "Apart from gas canisters, anything bought there can be brought back within 30 days with a receipt.", SHOP, False),
    w.faith("en-t21-039", "value.unit", "How long do I have to return a Pixel Corner order?",
            "Online orders can be sent back within 14 weeks of delivery.", ONLINE, False),
    w.faith("en-t21-040", "value.number", "How many items can I borrow at Kingsbridge?",
            "Members can take out as many as 15 items at a time, for three weeks.", LIBRARY, False),
    w.faith("en-t21-041", "role.swap", "Who approves interlibrary loans?",
            "Assistant Lena Park approves interlibrary loan requests, which head librarian Sam Okoye then processes.", LIBRARY, False),
    w.faith("en-t21-042", "negation", "Can I keep a DVD longer than a week?",
            "DVDs are lent for a week, but you're allowed to extend the loan online.", LIBRARY, False),
    w.faith("en-t21-043", "added.fact", "What does bus 42 offer on Saturdays?",
            "On Saturdays a bus leaves every 20 minutes from 7 a.m. to 11 p.m., and a night service runs after that.", BUS, False),
    w.faith("en-t21-044", "direction", "Who gets half fare on bus 42?",
            "Half fare is for children over 16.", BUS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t21-045", "correct.wordy", "How long can DVDs be borrowed from Kingsbridge Public Library?",
              "At Kingsbridge Public Library the loan period for DVDs is one week, so you'd need to bring them back within seven days.",
              "One week.", True),
    w.correct("en-t21-046", "correct.format", "What time does the Corvin Art Gallery café close on Thursdays?",
              "It closes at 19:00.", "7 p.m.", True),
    w.correct("en-t21-047", "correct.format", "How much does return postage cost non-members at Pixel Corner?",
              "4.95 euros.", "€4.95", True),
    w.correct("en-t21-048", "correct.wordy", "On which day is general waste collected in Marlow Heath?",
              "In Marlow Heath the general waste bins are emptied once a week, and the day for that is Tuesday.",
              "Tuesday.", True),
    w.correct("en-t21-049", "wrong.value", "How often does bus 42 run on Saturdays?",
              "On Saturdays there's a bus every 30 minutes.", "Every 20 minutes.", False),
    w.correct("en-t21-050", "wrong.role", "Who approves interlibrary loan requests at Kingsbridge Public Library?",
              "Assistant Lena Park approves them.", "Head librarian Sam Okoye.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
