import type { TrailerModel } from '@/lib/catalogue/types'

export const galvanizedRollerModels: TrailerModel[] = [
  {
    "model": "VR-1550",
    "capacity": 1550,
    "boatLength": "14'-16'",
    "overallLength": "20'",
    "bowEyeMin": "12' 8\"",
    "bowEyeMax": "15' 2\"",
    "gvwr": 1950,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "None",
    "tireSize": "ST175/80R13",
    "overallWidth": "84\"",
    "betweenFenders": "64\"",
    "sourceSheet": "Galvanized Roller",
    "rollers": 12,
    "tables": [
      "galvanized-roller-single"
    ]
  },
  {
    "model": "VR-2450",
    "capacity": 2450,
    "boatLength": "16'-18'",
    "overallLength": "22'",
    "bowEyeMin": "14' 8\"",
    "bowEyeMax": "17' 2\"",
    "gvwr": 3000,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Optional",
    "tireSize": "ST205/75R14",
    "overallWidth": "96\"",
    "betweenFenders": "74\"",
    "sourceSheet": "Galvanized Roller",
    "rollers": 16,
    "tables": [
      "galvanized-roller-single"
    ]
  },
  {
    "model": "VR-3350",
    "capacity": 3350,
    "boatLength": "18'-20'",
    "overallLength": "24'",
    "bowEyeMin": "16' 8\"",
    "bowEyeMax": "19' 2\"",
    "gvwr": 4050,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Disc",
    "tireSize": "ST225/75R15",
    "overallWidth": "96\"",
    "betweenFenders": "78\"",
    "sourceSheet": "Galvanized Roller",
    "rollers": 20,
    "tables": [
      "galvanized-roller-single"
    ]
  },
  {
    "model": "VRT-3650",
    "capacity": 3650,
    "boatLength": "18'-20'",
    "overallLength": "25'",
    "bowEyeMin": "16' 8\"",
    "bowEyeMax": "19' 2\"",
    "gvwr": 4600,
    "tongueJack": "Single Wheel",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST175/80R13",
    "overallWidth": "96\"",
    "betweenFenders": "78\"",
    "sourceSheet": "Galvanized Roller",
    "rollers": 24,
    "tables": [
      "galvanized-roller-tandem"
    ]
  },
  {
    "model": "VRT-5650",
    "capacity": 5650,
    "boatLength": "20'-23'",
    "overallLength": "28'",
    "bowEyeMin": "18' 8\"",
    "bowEyeMax": "22' 2\"",
    "gvwr": 6900,
    "tongueJack": "Flat Foot",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST205/75R15",
    "overallWidth": "100\"",
    "betweenFenders": "80\"",
    "sourceSheet": "Galvanized Roller",
    "rollers": 32,
    "tables": [
      "galvanized-roller-tandem"
    ]
  },
  {
    "model": "VRT-7950",
    "capacity": 7950,
    "boatLength": "23'-26'",
    "overallLength": "31'",
    "bowEyeMin": "21' 8\"",
    "bowEyeMax": "25' 2\"",
    "gvwr": 9500,
    "tongueJack": "Flat Foot",
    "axles": 2,
    "brakes": "Disc-2",
    "tireSize": "ST225/75R15",
    "overallWidth": "102\"",
    "betweenFenders": "82\"",
    "sourceSheet": "Galvanized Roller",
    "rollers": 48,
    "tables": [
      "galvanized-roller-tandem"
    ]
  },
  {
    "model": "VRT-8650",
    "capacity": 8650,
    "boatLength": "24'-27'",
    "overallLength": "32' 6\"",
    "bowEyeMin": "22' 8\"",
    "bowEyeMax": "26' 2\"",
    "gvwr": 10400,
    "tongueJack": "2000lb Foot",
    "axles": 3,
    "brakes": "Disc-2",
    "tireSize": "ST205/75R15",
    "overallWidth": "102\"",
    "betweenFenders": "84\"",
    "sourceSheet": "Galvanized Roller",
    "rollers": 56,
    "tables": [
      "galvanized-roller-triple"
    ]
  },
  {
    "model": "VRT-10850",
    "capacity": 10850,
    "boatLength": "26'-30'",
    "overallLength": "35' 6\"",
    "bowEyeMin": "24' 8\"",
    "bowEyeMax": "29' 2\"",
    "gvwr": 12900,
    "tongueJack": "2000lb Foot",
    "axles": 3,
    "brakes": "Disc-2",
    "tireSize": "ST225/75R15",
    "overallWidth": "102\"",
    "betweenFenders": "84\"",
    "sourceSheet": "Galvanized Roller",
    "rollers": 64,
    "tables": [
      "galvanized-roller-triple"
    ]
  }
]
