import type { TrailerModel } from '@/lib/catalogue/types'

export const commanderModels: TrailerModel[] = [
  {
    "model": "COM-2800",
    "capacity": 2800,
    "boatLength": "16'-18'",
    "overallLength": "22'",
    "bowEyeMin": "14' 8\"",
    "bowEyeMax": "17' 2\"",
    "gvwr": 3350,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Disc",
    "tireSize": "ST205/75R14",
    "overallWidth": "96\"",
    "betweenFenders": "76\"",
    "sourceSheet": "Commander",
    "couplerSize": "2 in",
    "tables": [
      "commander-single"
    ]
  },
  {
    "model": "COM-3500",
    "capacity": 3500,
    "boatLength": "17'-20'",
    "overallLength": "24'",
    "bowEyeMin": "15' 8\"",
    "bowEyeMax": "19' 2\"",
    "gvwr": 4150,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Disc",
    "tireSize": "ST225/75R15",
    "overallWidth": "96\"",
    "betweenFenders": "78\"",
    "sourceSheet": "Commander",
    "couplerSize": "2 in",
    "tables": [
      "commander-single"
    ]
  },
  {
    "model": "COM-5200",
    "capacity": 5200,
    "boatLength": "20'-23'",
    "overallLength": "28'",
    "bowEyeMin": "18' 8\"",
    "bowEyeMax": "22' 2\"",
    "gvwr": 6250,
    "tongueJack": "Flat Foot",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST205/75R14",
    "overallWidth": "100\"",
    "betweenFenders": "80\"",
    "sourceSheet": "Commander",
    "couplerSize": "2 in",
    "tables": [
      "commander-tandem"
    ]
  },
  {
    "model": "COM-7800",
    "capacity": 7800,
    "boatLength": "22'-26'",
    "overallLength": "31'",
    "bowEyeMin": "20' 8\"",
    "bowEyeMax": "25' 2\"",
    "gvwr": 9100,
    "tongueJack": "Flat Foot",
    "axles": 2,
    "brakes": "Disc-2",
    "tireSize": "ST225/75R15",
    "overallWidth": "102\"",
    "betweenFenders": "82\"",
    "sourceSheet": "Commander",
    "couplerSize": "2 5/16 in",
    "tables": [
      "commander-tandem"
    ]
  },
  {
    "model": "COM-10800",
    "capacity": 10800,
    "boatLength": "25'-29'",
    "overallLength": "34' 6\"",
    "bowEyeMin": "23' 8\"",
    "bowEyeMax": "28' 2\"",
    "gvwr": 12600,
    "tongueJack": "2000lb Foot",
    "axles": 3,
    "brakes": "Disc-2",
    "tireSize": "ST225/75R15",
    "overallWidth": "102\"",
    "betweenFenders": "84\"",
    "sourceSheet": "Commander",
    "couplerSize": "2 5/16 in",
    "tables": [
      "commander-triple"
    ]
  },
  {
    "model": "COM-14000",
    "capacity": 14000,
    "boatLength": "28'-32'",
    "overallLength": "37' 6\"",
    "bowEyeMin": "26' 8\"",
    "bowEyeMax": "31' 2\"",
    "gvwr": 16100,
    "tongueJack": "2000lb Foot",
    "axles": 3,
    "brakes": "Disc-3",
    "tireSize": "ST235/80R16",
    "overallWidth": "102\"",
    "betweenFenders": "86\"",
    "sourceSheet": "Commander",
    "couplerSize": "2 5/16 in",
    "tables": [
      "commander-triple"
    ]
  }
]
