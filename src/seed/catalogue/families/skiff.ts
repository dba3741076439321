import type { TrailerModel } from '@/lib/catalogue/types'

export const skiffModels: TrailerModel[] = [
  {
    "model": "VASK-1800",
    "capacity": 1800,
    "boatLength": "15'-16'",
    "overallLength": "20'",
    "bowEyeMin": "13' 8\"",
    "bowEyeMax": "15' 2\"",
    "gvwr": 2200,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "None",
    "tireSize": "ST175/80R13",
    "overallWidth": "84\"",
    "betweenFenders": "64\"",
    "sourceSheet": "Skiff",
    "tables": [
      "aluminum-skiff-single"
    ]
  },
  {
    "model": "VASK-2100",
    "capacity": 2100,
    "boatLength": "16'-17'",
    "overallLength": "21'",
    "bowEyeMin": "14' 8\"",
    "bowEyeMax": "16' 2\"",
    "gvwr": 2550,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "None",
    "tireSize": "ST175/80R13",
    "overallWidth": "88\"",
    "betweenFenders": "68\"",
    "sourceSheet": "Skiff",
    "tables": [
      "aluminum-skiff-single"
    ]
  },
  {
    "model": "VASK-2300",
    "capacity": 2300,
    "boatLength": "17'-18'",
    "overallLength": "22'",
    "bowEyeMin": "15' 8\"",
    "bowEyeMax": "17' 2\"",
    "gvwr": 2780,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "Optional",
    "tireSize": "ST205/75R14",
    "overallWidth": "92\"",
    "betweenFenders": "72\"",
    "sourceSheet": "Skiff",
    "tables": [
      "aluminum-skiff-single"
    ]
  },
  {
    "model": "VASK-2500",
    "capacity": 2500,
    "boatLength": "18'-19'",
    "overallLength": "23'",
    "bowEyeMin": "16' 8\"",
    "bowEyeMax": "18' 2\"",
    "gvwr": 3000,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "Optional",
    "tireSize": "ST205/75R14",
    "overallWidth": "92\"",
    "betweenFenders": "72\"",
    "sourceSheet": "Skiff",
    "tables": [
      "aluminum-skiff-single"
    ]
  },
  {
    "model": "VASK-2800",
    "capacity": 2800,
    "boatLength": "19'-20'",
    "overallLength": "24'",
    "bowEyeMin": "17' 8\"",
    "bowEyeMax": "19' 2\"",
    "gvwr": 3350,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "Optional",
    "tireSize": "ST205/75R14",
    "overallWidth": "96\"",
    "betweenFenders": "76\"",
    "sourceSheet": "Skiff",
    "tables": [
      "aluminum-skiff-single"
    ]
  },
  {
    "model": "VASK-3200",
    "capacity": 3200,
    "boatLength": "20'-21'",
    "overallLength": "25'",
    "bowEyeMin": "18' 8\"",
    "bowEyeMax": "20' 2\"",
    "gvwr": 3800,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Disc",
    "tireSize": "ST205/75R15",
    "overallWidth": "96\"",
    "betweenFenders": "76\"",
    "sourceSheet": "Skiff",
    "tables": [
      "aluminum-skiff-single"
    ]
  },
  {
    "model": "VASK-4200S",
    "capacity": 4200,
    "boatLength": "21'-22'",
    "overallLength": "27'",
    "bowEyeMin": "19' 8\"",
    "bowEyeMax": "21' 2\"",
    "gvwr": 5040,
    "tongueJack": "Single Wheel",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST175/80R13",
    "overallWidth": "96\"",
    "betweenFenders": "78\"",
    "sourceSheet": "Skiff",
    "tables": [
      "aluminum-skiff-tandem"
    ]
  },
  {
    "model": "VASK-4200",
    "capacity": 4200,
    "boatLength": "22'-23'",
    "overallLength": "28'",
    "bowEyeMin": "20' 8\"",
    "bowEyeMax": "22' 2\"",
    "gvwr": 5120,
    "tongueJack": "Single Wheel",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST175/80R13",
    "overallWidth": "96\"",
    "betweenFenders": "78\"",
    "sourceSheet": "Skiff",
    "tables": [
      "aluminum-skiff-tandem"
    ]
  }
]
