CREATE TABLE dbo.AWBuildVersion(SystemInformationID TINYINT, VersionDate TIMESTAMP NOT NULL, ModifiedDate TIMESTAMP NOT NULL, PRIMARY KEY(SystemInformationID));
