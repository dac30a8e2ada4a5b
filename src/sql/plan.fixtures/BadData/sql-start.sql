-- data: nosuchdata
SELECT 1;
